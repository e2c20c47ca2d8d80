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

    #[test]
    fn actions_from_json_beyond_the_index_space_are_refused_by_the_rules() {
        let g = SpaceRace::new(&Config::new(2), 3).unwrap();
        let p = g.to_act().first().unwrap();
        let a: Action = serde_json::from_value(json!({"Card": 250})).unwrap();
        assert!(g.validate(p, &a).is_err());
        assert_eq!(<Action as ActionCodec>::from_index(ACTION_SPACE), None);
    }
}
