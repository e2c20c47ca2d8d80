//! Serialized states are validated; every action has a text and an index
//! that round-trip.

use cardgame_core::{Game, PlayerId};
use lets_go_rules::{Action, Config, LetsGo, ACTION_SPACE};

#[cfg(feature = "serde")]
#[test]
fn a_tampered_json_state_is_a_clear_error() {
    let g = LetsGo::new(&Config::new(3), 5).expect("valid config");
    let json = serde_json::to_string(&g).expect("serializes");
    let back: LetsGo = serde_json::from_str(&json).expect("round trip");
    assert_eq!(back, g);
    // Give P0 a second blue token: Research tokens are no longer conserved.
    let mut value: serde_json::Value = serde_json::from_str(&json).expect("json");
    value["tokens"][0][0] = serde_json::json!(2);
    let err = serde_json::from_value::<LetsGo>(value).expect_err("refused");
    assert!(
        err.to_string().contains("Research tokens are conserved"),
        "{err}"
    );
    // A card in two places.
    let mut value: serde_json::Value = serde_json::from_str(&json).expect("json");
    let in_center = value["center"][0].clone();
    value["deck"].as_array_mut().expect("deck").push(in_center);
    let err = serde_json::from_value::<LetsGo>(value).expect_err("refused");
    assert!(err.to_string().contains("exactly one zone"), "{err}");
}

#[test]
fn every_action_index_and_text_round_trips() {
    use cardgame_core::ActionCodec;
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
        assert!(bad.parse::<Action>().is_err(), "{bad:?}");
    }
    assert_eq!(
        "pay blue".parse::<Action>(),
        "pay engineering".parse::<Action>()
    );
    assert!(g.legal_mask(PlayerId(1)).iter().all(|&m| !m));
}
