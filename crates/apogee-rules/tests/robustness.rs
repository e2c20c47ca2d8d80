//! No panics on any action in any state, every refusal leaves the state
//! unchanged, the action codec is strict, and whatever deserialization
//! accepts is sound (the reproductions of the issues found by mutating JSON
//! states, and the kit's JSON-mutation check over every Mission).

use apogee_rules::{
    Action, ActionCodec, Apogee, Config, Game, Mission, PlayerId, SoloMission, ACTION_SPACE,
};
use cardgame_core::testkit::{codec, random_playout};

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

#[test]
fn the_codec_names_exactly_the_index_space_in_text_and_index() {
    let report = codec::check::<Apogee>();
    assert_eq!(report.indices, ACTION_SPACE);
    assert!(report.beyond > 4000 && report.texts > 10_000, "{report:?}");
    // Out-of-range ids are refused, not clamped onto another action.
    for text in [
        "keep director 255 (Laura Grey Walter)",
        "keep director 12 (Andrew Wingfield)",
        "build 110 (Liquid Hydrogen Propulsion)",
        "assign 30 (Irina Kemurdzhian) to soc",
        "target P5",
        "remove 3 dice",
        "keep director 02 (Liam Van Horn)",
        " pass",
        "pass ",
        "Pass",
    ] {
        assert!(text.parse::<Action>().is_err(), "{text:?} parsed");
    }
    let beyond = Action::KeepDirector(255);
    assert!(!beyond.is_in_space());
    assert_eq!(
        beyond.index(),
        ACTION_SPACE,
        "an index that names no action"
    );
    assert_eq!(beyond.to_string(), "keep director 255 (no such Director)");
    assert_eq!(Action::from_index(ACTION_SPACE), None);
    assert_eq!(Action::from_index(u32::MAX), None);
    for i in 0..ACTION_SPACE {
        let a = Action::from_index(i).expect("an action of the space");
        assert_eq!(a.index(), i);
        assert_eq!(a.to_string().parse::<Action>(), Ok(a));
    }
}

#[test]
fn an_action_text_reads_with_or_without_its_bracketed_name() {
    for (text, action) in [
        ("keep director 11", Action::KeepDirector(11)),
        ("assign 3 to rnd", Action::Place(3, apogee_rules::Slot::Rnd)),
        ("pick 24", Action::Pick(24)),
        ("build 31", Action::Build(31)),
        ("sell 88", Action::Sell(88)),
        ("discard 97", Action::Discard(97)),
        ("dismiss 12", Action::Dismiss(12)),
    ] {
        assert_eq!(text.parse::<Action>(), Ok(action), "{text}");
    }
    // Every action's text, its name in brackets taken out.
    for i in 0..ACTION_SPACE {
        let a = Action::from_index(i).expect("an action of the space");
        let text = a.to_string();
        let short = match (text.find(" ("), text.find(')')) {
            (Some(open), Some(close)) => format!("{}{}", &text[..open], &text[close + 1..]),
            _ => continue,
        };
        assert_eq!(short.parse::<Action>(), Ok(a), "{short}");
    }
    // Another name, an empty one or a number with a leading zero is not it.
    for text in [
        "keep director 11 (Laura Grey Walter)",
        "keep director 11 ()",
        "keep director 011",
        "build 31 ",
        "assign 3 to",
        "pick 110",
    ] {
        assert!(text.parse::<Action>().is_err(), "{text:?} parsed");
    }
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
    fn json_actions_are_exactly_the_index_space() {
        let report = codec::check_serde::<Apogee>();
        assert!(report.json > 1000, "{report:?}");
        for bad in [
            r#"{"KeepDirector":255}"#,
            r#"{"KeepDirector":12}"#,
            r#"{"Build":110}"#,
            r#"{"Place":[30,"Soc"]}"#,
            r#"{"Target":5}"#,
            r#"{"RemoveDice":0}"#,
            r#"{"Dismiss":-1}"#,
        ] {
            assert!(
                serde_json::from_str::<Action>(bad).is_err(),
                "{bad} accepted"
            );
        }
        assert_eq!(
            serde_json::from_str::<Action>(r#"{"KeepDirector":11}"#).ok(),
            Some(Action::KeepDirector(11))
        );
    }

    /// The state after the first `n` actions of the kit's random playout.
    fn random_game_after(config: &Config, seed: u64, n: usize) -> Apogee {
        let p = random_playout::<Apogee>(config, seed).expect("a random game ends");
        let mut g = Apogee::new(config, seed).expect("setup");
        for (seat, a) in p.actions.iter().take(n) {
            g.apply(*seat, a).expect("a recorded action");
        }
        g
    }

    #[test]
    fn a_placement_is_committed_exactly_when_every_engineer_is_placed() {
        // 2 players, seed 0: each keeps a Director and a Senior; P0 places
        // its only Engineer, which commits its placement.
        let mut g = Apogee::new(&Config::new(2), 0).expect("setup");
        for (p, a) in [
            (1, Action::KeepDirector(6)),
            (0, Action::KeepDirector(9)),
            (1, Action::StartingTeam(apogee_rules::Team::Senior)),
            (0, Action::StartingTeam(apogee_rules::Team::Senior)),
            (0, Action::Place(28, apogee_rules::Slot::Soc)),
        ] {
            g.apply(PlayerId(p), &a).expect("a legal action");
        }
        let mut v = serde_json::to_value(&g).expect("serializes");
        assert_eq!(v["seats"][0]["committed"], json!(true));
        v["seats"][0]["committed"] = json!(false);
        // Accepted, P0 would be to act with no Engineer left to place.
        let e = refused(v);
        assert!(e.contains("committed exactly when"), "{e}");
    }

    #[test]
    fn a_free_build_is_tied_to_the_specialty_it_answers() {
        // 2 players, the kit's random game of seed 7 after 27 actions: P1
        // builds for free the card of exactly 20,000 a Specialty won.
        let g = random_game_after(&Config::new(2), 7, 27);
        let mut v = serde_json::to_value(&g).expect("serializes");
        assert_eq!(
            v["pending"]["Build"]["kind"]["FreeByCost"]["Exactly"],
            json!(20)
        );
        v["pending"]["Build"]["kind"]["FreeByCost"]["Exactly"] = json!(10);
        // Accepted, P1 would be to act with no card of 10,000 to build.
        let e = refused(v);
        assert!(e.contains("does not answer"), "{e}");
    }

    #[test]
    fn every_mutated_json_state_is_refused_or_sound() {
        let mut configs: Vec<Config> = SoloMission::ALL
            .iter()
            .map(|&m| Config::new(1).with_mission(m))
            .collect();
        for (i, &m) in Mission::ALL.iter().enumerate() {
            configs.push(Config::new(2 + (i % 4) as u8).with_mission(m));
        }
        configs.push(Config::new(4).with_single_winner(true).with_turn_cap(12));
        let report = cardgame_core::testkit::mutation::check::<Apogee>(&configs, 11, 256);
        assert!(report.tried >= 19 * 256, "{report:?}");
        assert!(report.sound > 100 && report.refused > 1000, "{report:?}");
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

/// Inputs the fuzzer once reported (kept in `tests/data/fuzz/`) are
/// refused or sound now.
#[cfg(feature = "serde")]
#[test]
fn inputs_the_fuzzer_once_broke_are_refused_or_sound() {
    let dir = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/fuzz"));
    let replayed =
        apogee_rules::cardgame_core::testkit::fuzz::replay_dir::<apogee_rules::Apogee>(dir);
    assert!(replayed >= 1, "no inputs in {}", dir.display());
}
