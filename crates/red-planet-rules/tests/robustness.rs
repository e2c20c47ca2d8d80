//! No panics on any action, and no bad state through deserialization.

use cardgame_core::testkit::random_playout;
use cardgame_core::{Game, PlayerId};
use red_planet_rules::{Action, Config, RedPlanet, ACTION_SPACE};

#[test]
fn apply_unchecked_never_panics_on_any_action_in_any_state() {
    let mut tried = 0u32;
    let mut refused_unchanged = 0u32;
    for (players, seed) in [(2u8, 1u64), (3, 2), (6, 3)] {
        let config = Config::new(players);
        let p = random_playout::<RedPlanet>(&config, seed).expect("playout");
        let mut g = RedPlanet::new(&config, seed).expect("setup");
        for (step, (seat, action)) in p.actions.iter().enumerate() {
            if step % 5 == 0 {
                for q in 0..players {
                    for i in 0..ACTION_SPACE {
                        let a = Action::from_index(i).expect("index");
                        let mut c = g.clone();
                        c.apply_unchecked(PlayerId(q), &a, &mut ());
                        let _ = c.legal_actions(PlayerId(q));
                        let _ = c.outcome();
                        tried += 1;
                        let mut d = g.clone();
                        if d.apply(PlayerId(q), &a).is_err() {
                            assert_eq!(d, g, "a refused {a} changed the state");
                            refused_unchanged += 1;
                        }
                    }
                }
            }
            g.apply(*seat, action).expect("recorded action");
        }
    }
    assert!(tried > 100_000, "{tried} actions tried");
    assert!(refused_unchanged > 90_000);
}

#[cfg(feature = "serde")]
#[test]
fn deserialized_states_are_checked() {
    let g = RedPlanet::new(&Config::new(3), 9).expect("setup");
    let json = serde_json::to_value(&g).expect("serialize");
    let back: RedPlanet = serde_json::from_value(json.clone()).expect("round trip");
    assert_eq!(back, g);

    let mut extra_astronaut = json.clone();
    extra_astronaut["colours"][0]["supply"] = serde_json::json!(22);
    let e = serde_json::from_value::<RedPlanet>(extra_astronaut).unwrap_err();
    assert!(e.to_string().contains("astronauts"), "{e}");

    let mut bad_ship = json.clone();
    bad_ship["docks"][0]["ship"] = serde_json::json!(200);
    assert!(serde_json::from_value::<RedPlanet>(bad_ship).is_err());

    let mut bad_first = json.clone();
    bad_first["first"] = serde_json::json!(250);
    assert!(serde_json::from_value::<RedPlanet>(bad_first).is_err());

    let mut bad_token = json;
    bad_token["zones"][0]["resource"] = serde_json::json!(99);
    assert!(serde_json::from_value::<RedPlanet>(bad_token).is_err());
}
