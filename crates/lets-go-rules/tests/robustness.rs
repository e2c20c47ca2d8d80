//! No panics on any action in any state, refusals that change nothing, bad
//! JSON states refused, and an action codec that round-trips.

use lets_go_rules::cardgame_core::testkit::random_playout;
use lets_go_rules::{Action, ActionCodec, Config, Game, LetsGo, PlayerId, ACTION_SPACE};

/// Every action index, for every seat, at every fourth state of random
/// games: applying it unchecked never panics, and a refused `apply` leaves
/// the state unchanged (equal, with the same state hash).
#[test]
fn every_action_index_at_many_states_is_applied_or_refused_without_change() {
    let mut tried = 0u32;
    let mut refused_unchanged = 0u32;
    for (players, seed) in [(2u8, 1u64), (3, 2), (4, 3)] {
        let config = Config::new(players);
        let playout = random_playout::<LetsGo>(&config, seed).expect("playout");
        let mut g = LetsGo::new(&config, seed).expect("setup");
        for (step, (seat, action)) in playout.actions.iter().enumerate() {
            if step % 4 == 0 {
                for q in PlayerId::all(usize::from(players)) {
                    for i in 0..ACTION_SPACE {
                        let a = Action::from_index(i).expect("an index of the space");
                        let mut c = g.clone();
                        c.apply_unchecked(q, &a, &mut ());
                        let _ = c.legal_actions(q);
                        let _ = c.outcome();
                        tried += 1;
                        let mut d = g.clone();
                        match d.apply(q, &a) {
                            Ok(()) => assert_eq!(d.validate_state(), Ok(()), "after {q}: {a}"),
                            Err(e) => {
                                assert_eq!(d, g, "a refused {a} changed the state");
                                assert_eq!(d.state_hash(), g.state_hash());
                                assert!(!e.to_string().is_empty());
                                refused_unchanged += 1;
                            }
                        }
                    }
                }
            }
            g.apply(*seat, action).expect("recorded action");
        }
    }
    assert!(tried > 100_000, "{tried} actions tried");
    assert!(refused_unchanged > 90_000, "{refused_unchanged} refusals");
}

#[cfg(feature = "serde")]
#[test]
fn a_tampered_json_state_is_a_clear_error() {
    let g = LetsGo::new(&Config::new(3), 5).expect("valid config");
    let json = serde_json::to_value(&g).expect("serializes");
    let back: LetsGo = serde_json::from_value(json.clone()).expect("round trip");
    assert_eq!(back, g);

    // Give P0 a second blue token: Research tokens are no longer conserved.
    let mut value = json.clone();
    value["tokens"][0][0] = serde_json::json!(2);
    let err = serde_json::from_value::<LetsGo>(value).expect_err("refused");
    assert!(
        err.to_string().contains("Research tokens are conserved"),
        "{err}"
    );

    // A card in two places.
    let mut value = json.clone();
    let in_center = value["center"][0].clone();
    value["deck"].as_array_mut().expect("deck").push(in_center);
    let err = serde_json::from_value::<LetsGo>(value).expect_err("refused");
    assert!(err.to_string().contains("exactly one zone"), "{err}");

    // Card numbers are 1 to 60, as in text.
    for bad in [0, 61, 255, -1] {
        let mut value = json.clone();
        value["center"][0] = serde_json::json!(bad);
        assert!(serde_json::from_value::<LetsGo>(value).is_err(), "{bad}");
    }

    // A current player who is not a seat, an unknown Project, a bad stage.
    let mut value = json.clone();
    value["current"] = serde_json::json!(7);
    assert!(serde_json::from_value::<LetsGo>(value).is_err());
    let mut value = json.clone();
    value["projects"][0]["project"] = serde_json::json!("sputnik-2");
    assert!(serde_json::from_value::<LetsGo>(value).is_err());
    let mut value = json;
    value["stage"] = serde_json::json!("Claiming");
    let err = serde_json::from_value::<LetsGo>(value).expect_err("refused");
    assert!(err.to_string().contains("several are met"), "{err}");
}

#[test]
fn every_action_index_and_text_round_trips() {
    let g = LetsGo::new(&Config::new(2).with_first_player(PlayerId(0)), 1).expect("valid config");
    assert_eq!(<Action as ActionCodec>::SPACE, ACTION_SPACE);
    for i in 0..ACTION_SPACE {
        let a = <Action as ActionCodec>::from_index(i).expect("an action");
        assert_eq!(a.to_index(), i);
        assert_eq!(a.to_string().parse::<Action>(), Ok(a), "{a}");
    }
    assert_eq!(<Action as ActionCodec>::from_index(ACTION_SPACE), None);
    for bad in [
        "",
        "take 7",
        "take #0",
        "take #61",
        "recruit #7 science",
        "pay pink",
        "end",
        "draw now",
    ] {
        let e = bad.parse::<Action>().expect_err(bad);
        assert_eq!(e.text(), bad);
        assert!(e.to_string().contains("`end turn`"), "{e}");
    }
    assert_eq!(
        "pay blue".parse::<Action>(),
        "pay engineering".parse::<Action>()
    );
    assert!(g.legal_mask(PlayerId(1)).iter().all(|&m| !m));
}
