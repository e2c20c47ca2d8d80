//! No panics on any action, refusals that change nothing, and no bad state
//! through deserialization.

use cardgame_core::testkit::random_playout;
use red_planet_rules::{Action, Board, Config, Game, PlayerId, RedPlanet, ACTION_SPACE};

/// Every action index, by every seat, at every fifth state of random games
/// of every seat count (and two boards): `apply_unchecked` never panics,
/// and `apply` either applies or refuses leaving the state (and its hash)
/// unchanged.
#[test]
fn every_action_index_at_many_states_never_panics_and_refusals_change_nothing() {
    let mut tried = 0u32;
    let mut refused = 0u32;
    let games = [
        (Config::new(2), 1u64),
        (Config::new(2).with_board(Board::Four), 11),
        (Config::new(3), 2),
        (Config::new(4).with_board(Board::Two), 4),
        (Config::new(5), 5),
        (Config::new(6), 3),
    ];
    for (config, seed) in games {
        let players = config.players;
        let p = random_playout::<RedPlanet>(&config, seed).expect("playout");
        let mut g = RedPlanet::new(&config, seed).expect("setup");
        for (step, (seat, action)) in p.actions.iter().enumerate() {
            if step % 5 == 0 {
                let hash = g.state_hash();
                for q in 0..players {
                    for i in 0..ACTION_SPACE {
                        let a = Action::from_index(i).expect("an index of the space");
                        let mut c = g.clone();
                        c.apply_unchecked(PlayerId(q), &a, &mut ());
                        let _ = c.legal_actions(PlayerId(q));
                        let _ = c.outcome();
                        tried += 1;
                        let mut d = g.clone();
                        if let Err(e) = d.apply(PlayerId(q), &a) {
                            assert_eq!(d, g, "a refused {a} changed the state");
                            assert_eq!(d.state_hash(), hash);
                            assert!(!e.to_string().is_empty());
                            refused += 1;
                        }
                    }
                }
            }
            g.apply(*seat, action).expect("recorded action");
        }
    }
    assert!(tried > 200_000, "{tried} actions tried");
    assert!(refused > 190_000, "{refused} refused");
}

#[cfg(feature = "serde")]
#[test]
fn deserialized_states_are_checked() {
    let g = RedPlanet::new(&Config::new(3), 9).expect("setup");
    let json = serde_json::to_value(&g).expect("serialize");
    let back: RedPlanet = serde_json::from_value(json.clone()).expect("round trip");
    assert_eq!(back, g);

    let refused = |edit: &dyn Fn(&mut serde_json::Value)| {
        let mut bad = json.clone();
        edit(&mut bad);
        serde_json::from_value::<RedPlanet>(bad)
            .unwrap_err()
            .to_string()
    };
    let e = refused(&|v| v["colours"][0]["supply"] = serde_json::json!(22));
    assert!(e.contains("astronauts"), "{e}");
    refused(&|v| v["docks"][0]["ship"] = serde_json::json!(200));
    refused(&|v| v["docks"][0]["ship"] = serde_json::json!(null));
    refused(&|v| v["first"] = serde_json::json!(250));
    refused(&|v| v["resolver"] = serde_json::json!(1));
    refused(&|v| v["zones"][0]["resource"] = serde_json::json!(99));
    refused(&|v| v["round"] = serde_json::json!(11));
    refused(&|v| v["event_cards"][0] = serde_json::json!({"Zone": "Phobos"}));
}
