//! No panics on any action, refusals that change nothing and say why in
//! words, and no bad state through deserialization.

use cardgame_core::testkit::random_playout;
use cardgame_core::{ActionCodec, Game, PlayerId, Viewer};
use space_race_rules::{Action, Config, Mission, SetupSide, SpaceRace, ACTION_SPACE};

/// Text a person reads must not be Rust `Debug` output.
fn assert_words(text: &str) {
    for debug in [
        "PlayerId(",
        "Some(",
        "None",
        "PlayerSet(",
        "Viewer::",
        "{:?}",
    ] {
        assert!(!text.contains(debug), "Debug output in {text:?}");
    }
}

fn configs() -> Vec<Config> {
    vec![
        Config::new(2),
        Config::new(3).with_setup(SetupSide::Thematic),
        Config::new(5).with_mission(Mission::Apollo),
        Config::new(4).with_ai(3).with_mission(Mission::Vostok),
    ]
}

#[test]
fn every_action_index_at_many_states_never_panics_and_a_refusal_changes_nothing() {
    let mut tried = 0u32;
    let mut refused = 0u32;
    for (k, config) in configs().into_iter().enumerate() {
        let seed = 40 + k as u64;
        let p = random_playout::<SpaceRace>(&config, seed).expect("playout");
        let mut g = SpaceRace::new(&config, seed).expect("setup");
        let n = g.num_players() as u8;
        for (step, (seat, action)) in p.actions.iter().enumerate() {
            if step % 7 == 0 {
                for q in 0..n {
                    let q = PlayerId(q);
                    let legal = g.legal_actions(q);
                    for i in 0..ACTION_SPACE {
                        let a = Action::from_index(i).expect("every index names an action");
                        let mut c = g.clone();
                        c.apply_unchecked(q, &a, &mut ());
                        let _ = c.legal_actions(q);
                        let _ = c.outcome();
                        tried += 1;
                        let mut d = g.clone();
                        match d.apply(q, &a) {
                            Ok(()) => assert!(legal.contains(&a), "{q} {a} applied but not listed"),
                            Err(e) => {
                                assert!(!legal.contains(&a), "{q} {a} listed but refused: {e}");
                                assert_eq!(d, g, "a refused {a} changed the state");
                                assert_eq!(d.state_hash(), g.state_hash());
                                if refused % 97 == 0 {
                                    assert_words(&e.to_string());
                                }
                                refused += 1;
                            }
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

#[test]
fn out_of_range_actions_are_refused_not_clamped() {
    let g = SpaceRace::new(&Config::new(2), 3).unwrap();
    let p = g.to_act().first().unwrap();
    for a in [
        Action::Card(200),
        Action::Control(16),
        Action::Activate {
            card: 0,
            ability: 9,
        },
        Action::Activate {
            card: 255,
            ability: 0,
        },
        Action::ActivateControl(2),
        Action::Slot(16),
        Action::Zone {
            zone: 5,
            exhausted: false,
        },
        Action::Project(5),
        Action::Space(8),
        Action::FromProject(9),
        Action::FromStandby(200),
    ] {
        assert!(!a.in_space(), "{a}");
        let e = g.validate(p, &a).unwrap_err();
        assert!(e.to_string().contains("names no"), "{a}: {e}");
    }
}

#[test]
fn control_100_has_no_index_and_no_text() {
    // Issue 11: `control 100` parsed and had the index of `activate 0.0`.
    assert!("control 100".parse::<Action>().is_err());
    let a = Action::Control(100);
    assert!(!a.in_space());
    assert_eq!(a.index(), ACTION_SPACE, "no index of the space");
    assert_ne!(
        a.index(),
        Action::Activate {
            card: 0,
            ability: 0
        }
        .index()
    );
}

#[test]
fn only_canonical_texts_of_the_index_space_parse() {
    for bad in [
        "card 162",
        "card 255",
        "card 012",
        "card +12",
        "card 12 ",
        " card 12",
        "card  12",
        "Card 12",
        "control 16",
        "activate 0.3",
        "activate 162.0",
        "activate control.2",
        "split 7",
        "slot 16",
        "zone 5",
        "zone 2 exhausted x",
        "zone 2 upright",
        "project 5",
        "space 8",
        "from project 5",
        "from standby 9",
        "from project",
        "done now",
        "draw 3",
        "",
    ] {
        assert!(bad.parse::<Action>().is_err(), "{bad:?} parsed");
    }
    for i in 0..ACTION_SPACE {
        let a = Action::from_index(i).expect("every index names an action");
        assert_eq!(a.index(), i);
        assert_eq!(<Action as ActionCodec>::to_index(&a), i);
        let text = a.to_string();
        assert_eq!(text.parse::<Action>(), Ok(a), "{text}");
    }
    assert_eq!(Action::from_index(ACTION_SPACE), None);
    assert_eq!(Action::from_index(u32::MAX), None);
}

#[test]
fn observations_and_narration_are_words_not_debug_output() {
    for (k, config) in configs().into_iter().enumerate() {
        let r = random_playout::<SpaceRace>(&config, 70 + k as u64).expect("playout");
        let mut g = SpaceRace::new(&config, 70 + k as u64).unwrap();
        let mut log = Vec::new();
        for (step, (p, a)) in r.actions.iter().enumerate() {
            if step % 11 == 0 {
                assert_words(&g.observe(Viewer::Spectator).to_string());
                for q in 0..g.num_players() as u8 {
                    assert_words(&g.observe(Viewer::Seat(PlayerId(q))).to_string());
                }
            }
            assert_words(&a.to_string());
            g.apply_with_events(*p, a, &mut log).unwrap();
        }
        for l in &log {
            assert_words(&l.event.to_string());
        }
    }
}

#[cfg(feature = "serde")]
mod deserialization {
    use super::*;
    use serde_json::{json, Value};
    use space_race_rules::Stage;

    fn refused(v: &Value) -> String {
        match serde_json::from_value::<SpaceRace>(v.clone()) {
            Ok(_) => panic!("accepted: {v}"),
            Err(e) => e.to_string(),
        }
    }

    #[test]
    fn deserialized_states_are_checked() {
        let mut g = SpaceRace::new(&Config::new(3), 9).expect("setup");
        let p = g.to_act().first().unwrap();
        g.apply(p, &Action::Done).unwrap();
        let json = serde_json::to_value(&g).expect("serialize");
        let back: SpaceRace = serde_json::from_value(json.clone()).expect("round trip");
        assert_eq!(back, g);

        let mut extra_astronaut = json.clone();
        extra_astronaut["seats"][0]["astronauts"] = json!(15);
        assert!(refused(&extra_astronaut).contains("astronaut"));

        let mut twice = json.clone();
        let card = json["seats"][1]["hand"][0].clone();
        twice["seats"][0]["lab"] = json!([card]);
        assert!(refused(&twice).contains("card conservation"));

        let mut round = json.clone();
        round["round"] = json!(9);
        assert!(refused(&round).contains("round"));

        let mut tile = json.clone();
        tile["tile"] = json!(8);
        assert!(refused(&tile).contains("tile"));

        let mut active = json.clone();
        active["seats"][0]["active"] = json!(20);
        refused(&active);

        let mut project = json.clone();
        project["projects"][0]["id"] = json!(99);
        assert!(refused(&project).contains("Project"));

        let mut space = json.clone();
        space["projects"][0]["spaces"][0] = json!(7);
        refused(&space);

        let mut seat = json.clone();
        seat["order"] = json!([4]);
        refused(&seat);

        let mut huge = json.clone();
        huge["seats"][0]["progress"] = json!(1_000_000);
        refused(&huge);

        let mut negative = json.clone();
        negative["decisions"] = json!(-1);
        refused(&negative);

        let mut wrong_type = json.clone();
        wrong_type["stage"] = json!(3);
        refused(&wrong_type);

        let text = serde_json::to_string(&json).unwrap();
        for cut in [1, text.len() / 3, text.len() / 2, text.len() - 1] {
            assert!(serde_json::from_str::<SpaceRace>(&text[..cut]).is_err());
        }
    }

    /// The state after `steps` decisions of a random playout, as JSON.
    fn json_after(config: &Config, seed: u64, until: impl Fn(&SpaceRace) -> bool) -> Value {
        let p = random_playout::<SpaceRace>(config, seed).expect("playout");
        let mut g = SpaceRace::new(config, seed).unwrap();
        for (seat, a) in &p.actions {
            if until(&g) {
                break;
            }
            g.apply(*seat, a).unwrap();
        }
        assert!(until(&g), "the playout reaches the position");
        serde_json::to_value(&g).unwrap()
    }

    #[test]
    fn a_seat_left_with_too_few_control_cards_is_refused() {
        // Issue 11: `Config::new(2)`, seed 0, `/seats/0/controls_left` 4095
        // -> 1 was accepted, and 20 actions later P0 had to choose a Control
        // card and had none.
        let g = SpaceRace::new(&Config::new(2), 0).unwrap();
        let mut json = serde_json::to_value(&g).unwrap();
        assert_eq!(json["seats"][0]["controls_left"], json!(4095));
        json["seats"][0]["controls_left"] = json!(1);
        let e = refused(&json);
        assert!(e.contains("Control card"), "{e}");
        // Cards moved from hand to played keep the count but not the rounds.
        let mut json = serde_json::to_value(&g).unwrap();
        json["seats"][0]["controls_left"] = json!(0x001f);
        json["seats"][0]["controls_played"] = json!(0x0fe0);
        let e = refused(&json);
        assert!(e.contains("too few Control cards"), "{e}");
    }

    #[test]
    fn a_round_and_a_mission_tile_out_of_step_are_refused() {
        // Issue 11: `round` 4 -> 8 with `tile` 3 -> 6 was accepted and later
        // broke "round or tile out of range".
        let json = json_after(&Config::new(2), 0, |g| g.raw().round == 4);
        assert_eq!(json["tile"], json!(3));
        let mut mutant = json.clone();
        mutant["round"] = json!(8);
        mutant["tile"] = json!(6);
        let e = refused(&mutant);
        assert!(e.contains("round"), "{e}");
        let mut mutant = json.clone();
        mutant["tile"] = json!(2);
        assert!(refused(&mutant).contains("Mission tile"));
        let mut mutant = json;
        mutant["capped"] = json!(true);
        assert!(refused(&mutant).contains("decision cap"));
    }

    #[test]
    fn an_unsettled_state_is_refused() {
        // A game at the decision cap would end by itself: such a position
        // is built with `from_position` (which settles it), not deserialized.
        let json = json_after(&Config::new(3), 5, |g| {
            matches!(g.raw().stage, Stage::Develop(_))
        });
        let mut mutant = json.clone();
        mutant["decisions"] = json!(20_000);
        assert!(refused(&mutant).contains("settled"));
        let mut raw = serde_json::from_value::<SpaceRace>(json)
            .unwrap()
            .into_raw();
        raw.decisions = 20_000;
        let g = SpaceRace::from_position(raw).unwrap();
        assert!(g.is_finished() && g.outcome().unwrap().capped);
    }

    #[test]
    fn a_rocket_at_the_end_of_the_progress_track_is_refused() {
        let g = SpaceRace::new(&Config::new(2), 4).unwrap();
        let mut json = serde_json::to_value(&g).unwrap();
        json["seats"][0]["progress"] = json!(65_535);
        assert!(refused(&json).contains("Progress track"));
    }

    #[test]
    fn json_actions_are_exactly_the_index_space() {
        // Issue 11: serde accepted values beyond the index space.
        for bad in [
            json!({"Card": 162}),
            json!({"Control": 16}),
            json!({"Activate": {"card": 0, "ability": 3}}),
            json!({"ActivateControl": 2}),
            json!({"Split": 7}),
            json!({"Slot": 16}),
            json!({"Zone": {"zone": 5, "exhausted": false}}),
            json!({"Project": 5}),
            json!({"Space": 8}),
            json!({"FromProject": 5}),
            json!({"FromStandby": 255}),
        ] {
            assert!(
                serde_json::from_value::<Action>(bad.clone()).is_err(),
                "{bad}"
            );
        }
        for i in 0..ACTION_SPACE {
            let a = <Action as ActionCodec>::from_index(i).unwrap();
            let back: Action = serde_json::from_value(serde_json::to_value(a).unwrap()).unwrap();
            assert_eq!(back, a);
        }
    }
}

/// Inputs the fuzzer once reported (kept in `tests/data/fuzz/`) are
/// refused or sound now.
#[cfg(feature = "serde")]
#[test]
fn inputs_the_fuzzer_once_broke_are_refused_or_sound() {
    let dir = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/fuzz"));
    let replayed = space_race_rules::cardgame_core::testkit::fuzz::replay_dir::<
        space_race_rules::SpaceRace,
    >(dir);
    assert!(replayed >= 1, "no inputs in {}", dir.display());
}
