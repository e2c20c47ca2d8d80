//! Words for people: the narration of setup, and (below) the board of a
//! seat and of the spectator, the legal actions as sentences with the full
//! text of what they refer to, and the card sheet, pinned by insta
//! snapshots and scanned for `Debug` text.

use cardgame_core::{Audience, EventSink};
use red_planet_rules::{Board, Config, Event, Game, RedPlanet};

/// Keeps every event with its audience.
#[derive(Default)]
struct Keep(Vec<(Audience, Event)>);

impl EventSink<Event> for Keep {
    fn emit(&mut self, audience: Audience, event: Event) {
        self.0.push((audience, event));
    }
}

/// Every seat count, the 2-player variant, and other boards.
fn configs() -> Vec<Config> {
    let mut v: Vec<Config> = (2..=6u8).map(Config::new).collect();
    v.push(Config::new(2).with_board(Board::Three));
    v.push(Config::new(5).with_board(Board::Four));
    v
}

#[test]
fn new_with_events_sets_up_the_same_state_as_new() {
    for config in configs() {
        for seed in 0..20 {
            let mut events = Keep::default();
            let narrated = RedPlanet::new_with_events(&config, seed, &mut events).expect("setup");
            assert_eq!(narrated, RedPlanet::new(&config, seed).expect("setup"));
            let colours = config.colours();
            let players = usize::from(config.players);
            let neutrals = colours - players.min(colours);
            // Setup, a ship and a starting astronaut per dock (and perhaps
            // a Phobos token), the first player, the resources, two lines per
            // dealt pair, the event deck, two lines per neutral deck.
            let phobos = events
                .0
                .iter()
                .filter(|(_, e)| matches!(e, Event::PhobosToken { .. }))
                .count();
            assert!(phobos <= 1);
            assert_eq!(
                events.0.len(),
                1 + 2 * colours + phobos + 1 + 1 + 2 * players + 1 + 2 * neutrals,
                "{config:?} seed {seed}"
            );
            assert!(matches!(events.0[0].1, Event::SetupBegins { .. }));
        }
    }
}
