//! No panics on any action in any state, every refusal leaves the state
//! unchanged, and no bad state gets in through deserialization.

use apogee_rules::{Action, ActionCodec, Apogee, Config, Game, Mission, PlayerId, SoloMission};
use cardgame_core::testkit::random_playout;

/// Every action of the index space, for every seat (and one seat beyond the
/// table), at every `every`-th position of a random game: `apply_unchecked`
/// never panics, and a refused `apply` changes nothing (`==` and hash).
fn every_action_at_many_states(config: &Config, seed: u64, every: usize) -> (u32, u32) {
    let p = random_playout::<Apogee>(config, seed).expect("a random game ends");
    let mut g = Apogee::new(config, seed).expect("setup");
    let seats = config.seats + 1;
    let (mut tried, mut refused) = (0u32, 0u32);
    for (step, (seat, action)) in p.actions.iter().enumerate() {
        if step % every == 0 {
            let h = g.state_hash();
            for q in 0..seats {
                for i in 0..Action::SPACE {
                    let a = Action::from_index(i).expect("an index of the space");
                    let mut c = g.clone();
                    c.apply_unchecked(PlayerId(q), &a, &mut ());
                    let _ = c.legal_actions(PlayerId(q));
                    let _ = c.outcome();
                    let _ = c.observe(apogee_rules::Viewer::Seat(PlayerId(q)));
                    tried += 1;
                    let mut d = g.clone();
                    if d.apply(PlayerId(q), &a).is_err() {
                        assert!(
                            d == g && d.state_hash() == h,
                            "a refused {a} changed the state"
                        );
                        refused += 1;
                    }
                }
            }
        }
        g.apply(*seat, action).expect("a recorded action");
    }
    (tried, refused)
}

#[test]
fn apply_never_panics_and_refusals_change_nothing_in_any_state() {
    let mut tried = 0;
    let mut refused = 0;
    for (config, seed, every) in [
        (Config::new(1).with_mission(SoloMission::S2), 3u64, 3usize),
        (Config::new(2).with_mission(Mission::M1), 4, 20),
        (Config::new(3).with_mission(Mission::M9), 5, 30),
        (Config::new(5).with_mission(Mission::M3), 6, 60),
    ] {
        let (t, r) = every_action_at_many_states(&config, seed, every);
        tried += t;
        refused += r;
    }
    assert!(tried > 100_000, "{tried} actions tried");
    assert!(refused > 90_000, "{refused} refusals checked");
}

#[cfg(feature = "serde")]
mod json {
    use super::*;
    use apogee_rules::{RawState, Scenario};
    use serde_json::{json, Value};

    fn state_json() -> (Apogee, Value) {
        let g = Scenario::new(&Config::new(2), 11)
            .administration(None)
            .expect("a position");
        let v = serde_json::to_value(&g).expect("serializes");
        (g, v)
    }

    fn refused(v: Value) -> String {
        serde_json::from_value::<Apogee>(v)
            .expect_err("a broken state is refused")
            .to_string()
    }

    #[test]
    fn a_state_round_trips_and_a_raw_state_converts_back() {
        let (g, v) = state_json();
        let back: Apogee = serde_json::from_value(v.clone()).expect("deserializes");
        assert_eq!(back, g);
        let raw: RawState = serde_json::from_value(v).expect("a raw state");
        assert_eq!(Apogee::try_from(raw), Ok(g));
    }

    #[test]
    fn tampered_states_are_refused_on_deserialization() {
        let (_, v) = state_json();
        let mut dice = v.clone();
        dice["seats"][0]["dice"] = json!(3); // three dice out of nowhere
        assert!(refused(dice).contains("blue dice"));

        let mut twice = v.clone();
        let card = twice["rivers"][0][0].clone();
        twice["seats"][1]["reserve"] = json!([card]);
        assert!(refused(twice).contains("exactly one place"));

        let mut stranger = v.clone();
        stranger["pending"] = json!({ "DirectorTurn": 4 });
        assert!(refused(stranger).contains("no seat"));

        let mut director = v.clone();
        director["seats"][1]["director"] = director["seats"][0]["director"].clone();
        assert!(refused(director).contains("share a Director"));

        let mut seats = v.clone();
        seats["config"]["seats"] = json!(4);
        assert!(refused(seats).contains("seat count"));

        let mut hand = v;
        hand["seats"][0]["hand"] = json!([0, 1, 2, 3, 4, 5]);
        assert!(!refused(hand).is_empty());
    }

    #[test]
    fn malformed_json_is_an_error() {
        let (_, v) = state_json();
        let text = v.to_string();
        for cut in [0, 1, text.len() / 3, text.len() - 1] {
            assert!(serde_json::from_str::<Apogee>(&text[..cut]).is_err());
        }
        assert!(serde_json::from_str::<Apogee>("{}").is_err());
        assert!(serde_json::from_str::<Apogee>("[]").is_err());
    }
}
