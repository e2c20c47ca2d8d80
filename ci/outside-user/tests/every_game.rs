//! One generic function plays every game to the end, with a boxed bot per
//! seat, printing each observation as a person reads it.

use lets_go_rules::cardgame_core::{Bot, GameRng, RandomBot, SeatView, SeatWorlds};
use lets_go_rules::{Determinize, Game, Outcome, PlayerId, Viewer};

/// A bot of the user's own: the first legal action whose text is shortest.
struct Shortest;

impl<G: Game> Bot<G> for Shortest {
    fn name(&self) -> &str {
        "shortest"
    }

    fn choose(
        &mut self,
        view: &SeatView<'_, G>,
        _rng: &mut dyn lets_go_rules::cardgame_core::RngCore,
    ) -> Option<G::Action> {
        view.legal.iter().min_by_key(|a| a.to_string().len()).cloned()
    }
}

/// Plays `game` to the end with `bots[seat]` deciding for each seat; returns
/// the outcome and the printed observations.
fn play<G: Determinize>(mut game: G, bots: &mut [Box<dyn Bot<G>>], seed: u64) -> (Outcome, String) {
    let mut rng = GameRng::from_u64(seed);
    let mut printed = String::new();
    let mut legal = Vec::new();
    let mut steps = 0u64;
    while !game.is_finished() {
        let seat: PlayerId = game.to_act().iter().next().expect("someone is to act");
        let observation = game.observe(Viewer::Seat(seat));
        if steps % 50 == 0 {
            printed.push_str(&format!("{observation}\n"));
        }
        game.legal_actions_into(seat, &mut legal);
        let worlds = SeatWorlds::new(&game, seat);
        let view = SeatView::new(seat, &observation, &legal).with_worlds(&worlds);
        assert!(view.sample_world(&mut rng).is_some(), "the view samples worlds");
        let action = bots[seat.index()]
            .choose(&view, &mut rng)
            .expect("a bot chooses when there are legal actions");
        game.apply(seat, &action).expect("a bot chooses a legal action");
        steps += 1;
        assert!(steps <= game.decision_bound(), "the game ends within its bound");
    }
    (game.outcome().expect("a finished game has an outcome"), printed)
}

fn bots<G: Game>(seats: usize) -> Vec<Box<dyn Bot<G>>> {
    (0..seats)
        .map(|i| -> Box<dyn Bot<G>> {
            if i % 2 == 0 {
                Box::new(RandomBot)
            } else {
                Box::new(Shortest)
            }
        })
        .collect()
}

fn check<G: Determinize>(config: &G::Config, seed: u64) {
    let game = G::new(config, seed).expect("a playable config");
    let seats = game.num_players();
    let (outcome, printed) = play(game, &mut bots::<G>(seats), seed);
    assert_eq!(outcome.scores.len(), seats, "{}: a score per seat", G::NAME);
    assert!(!printed.is_empty(), "{}: observations print", G::NAME);
    for shape in ["Some(", "PlayerId(", "None,"] {
        assert!(
            !printed.contains(shape),
            "{}: an observation prints Rust debug text {shape:?}:\n{printed}",
            G::NAME
        );
    }
}

#[test]
fn every_game_plays_with_boxed_bots_and_prints_observations() {
    check::<lets_go_rules::LetsGo>(&lets_go_rules::Config::new(3), 1);
    check::<apogee_rules::Apogee>(&apogee_rules::Config::new(1), 2);
    check::<red_planet_rules::RedPlanet>(&red_planet_rules::Config::new(4), 3);
    check::<space_race_rules::SpaceRace>(&space_race_rules::Config::new(2), 4);
}

#[test]
fn a_state_round_trips_through_json() {
    let game = red_planet_rules::RedPlanet::new(&red_planet_rules::Config::new(3), 9)
        .expect("a playable config");
    let json = serde_json::to_string(&game).expect("a state serializes");
    let back: red_planet_rules::RedPlanet = serde_json::from_str(&json).expect("and reads back");
    assert_eq!(back, game);
}
