//! Observation tensors of the toy game: sound, and a leak is caught.

use cardgame_core::testkit::toy::{Bug, Config, HighCard};

#[test]
fn observation_tensors_are_sound() {
    let configs = [
        Config {
            seats: 2,
            bug: Bug::None,
        },
        Config {
            seats: 4,
            bug: Bug::None,
        },
    ];
    assert!(cardgame_core::testkit::tensor::check::<HighCard>(&configs, 4) > 0);
}

#[test]
#[should_panic(expected = "cannot tell apart")]
fn a_tensor_that_shows_hidden_cards_is_caught() {
    cardgame_core::testkit::tensor::check::<HighCard>(
        &[Config {
            seats: 3,
            bug: Bug::LeakHands,
        }],
        3,
    );
}
