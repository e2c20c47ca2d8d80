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

// ---------------------------------------------------------------- issue 11

/// Issue 11, item 6: with two players a seat keeps a mission and stacks its
/// neutral deck at the same time as the other seat; until it has made all
/// of those decisions, the other seat and the spectator learn nothing of
/// them, and never in which order it made them.
#[test]
fn two_players_the_order_of_a_seats_setup_decisions_stays_hidden_until_all_are_made() {
    use cardgame_core::event::visible_to;
    use cardgame_core::GameRng;
    use red_planet_rules::{Determinize, Viewer};

    let start = RedPlanet::new(&Config::new(2), 3).expect("setup");
    let p0 = PlayerId(0);
    let options = start.legal_actions(p0);
    let keep = *options
        .iter()
        .find(|a| matches!(a, Action::Keep(_)))
        .expect("a mission to keep");
    let stacks: Vec<Action> = options
        .iter()
        .filter(|a| matches!(a, Action::Stack(_)))
        .copied()
        .take(2)
        .collect();
    let orders = [
        [keep, stacks[0], stacks[1]],
        [stacks[0], keep, stacks[1]],
        [stacks[0], stacks[1], keep],
    ];
    let others = [Viewer::Seat(PlayerId(1)), Viewer::Spectator];
    let mut seen: Vec<Vec<String>> = Vec::new();
    let mut ends = Vec::new();
    for order in orders {
        let mut g = start.clone();
        let mut log = Vec::new();
        for (k, a) in order.iter().enumerate() {
            g.apply_with_events(p0, a, &mut log)
                .expect("a setup decision");
            if k + 1 < order.len() {
                for v in others {
                    assert_eq!(
                        g.observe(v),
                        start.observe(v),
                        "{v:?} learns nothing before P0 has decided all (after {order:?} up to {k})"
                    );
                    assert_eq!(visible_to(&log, v).count(), 0, "{v:?} is told nothing yet");
                    // A world sampled for the other seat looks the same to it.
                    let d = g.determinize(v, &mut GameRng::from_u64(k as u64));
                    assert_eq!(d.observe(v), g.observe(v));
                }
            }
        }
        seen.push(
            others
                .iter()
                .flat_map(|&v| visible_to(&log, v).map(|e| e.to_string()))
                .collect(),
        );
        ends.push(others.map(|v| g.observe(v)));
    }
    assert!(!seen[0].is_empty(), "told once P0 has decided all");
    assert!(seen.iter().all(|s| *s == seen[0]), "{seen:?}");
    assert!(ends.iter().all(|e| *e == ends[0]));
}

/// Issue 11, item 3: the text, JSON and index readers accept exactly the
/// actions of the index space, and every accepted action round-trips.
#[test]
fn the_action_codec_is_strict_over_the_whole_space_and_mutated_texts() {
    let report = cardgame_core::testkit::codec::check::<RedPlanet>();
    assert_eq!(report.indices, ACTION_SPACE);
    assert!(report.texts_parsed > 0 && report.texts > report.texts_parsed);
    for text in [
        "keep #12",
        "keep #255",
        "place d0",
        "place d7",
        "place d60",
        "token d9 hellas",
    ] {
        assert!(text.parse::<Action>().is_err(), "{text}");
    }
    assert_eq!("keep #3".parse::<Action>(), Ok(Action::Keep(3)));
    assert_eq!(Action::from_index(ACTION_SPACE), None);
    assert_eq!(
        Action::Place(59).index(),
        ACTION_SPACE,
        "no index, not another action's"
    );
    assert_eq!(Action::Keep(255).index(), ACTION_SPACE);
}

#[cfg(feature = "serde")]
#[test]
fn the_action_codec_refuses_json_beyond_the_space() {
    let report = cardgame_core::testkit::codec::check_serde::<RedPlanet>();
    assert!(report.json_parsed > 0 && report.json > report.json_parsed);
    for json in [
        r#"{"Keep":255}"#,
        r#"{"Keep":12}"#,
        r#"{"Place":59}"#,
        r#"{"Place":6}"#,
        r#"{"Token":{"dock":6,"zone":"Hellas"}}"#,
        r#"{"Kill":{"zone":"Phobos","colour":6}}"#,
        r#"{"Replace":{"site":{"Ship":6},"colour":1}}"#,
        r#"{"Destroy":200}"#,
        r#"{"Launch":-1}"#,
    ] {
        assert!(serde_json::from_str::<Action>(json).is_err(), "{json}");
    }
}

/// A game of `config` and `seed` after `actions` (texts), as JSON.
#[cfg(feature = "serde")]
fn json_after(config: Config, seed: u64, actions: &str) -> (RedPlanet, serde_json::Value) {
    let mut g = RedPlanet::new(&config, seed).expect("setup");
    for (p, a) in cardgame_core::golden::parse_actions::<Action>(actions).expect("actions") {
        g.apply(p, &a)
            .unwrap_or_else(|e| panic!("P{}: {a}: {e}", p.0));
    }
    let json = serde_json::to_value(&g).expect("serialize");
    (g, json)
}

/// Whatever deserializes is sound: `validate_state`, exactly the seats in
/// `to_act` have a legal action, and a playout to the end keeps every check.
#[cfg(feature = "serde")]
fn refused_or_sound(json: serde_json::Value) -> Result<(), String> {
    match serde_json::from_value::<RedPlanet>(json) {
        Err(_) => Ok(()),
        Ok(g) => cardgame_core::testkit::sound::check(&g, 1, None).map(drop),
    }
}

/// Issue 11: a colour marked as resolved before the countdown was accepted,
/// and its specialist then never resolved (and left the game).
#[cfg(feature = "serde")]
#[test]
fn a_colour_resolved_before_the_countdown_is_refused() {
    let actions = "P1: keep celerium-cache\nP2: keep valles-dominion\nP0: keep frontier-survey\nP0: choose explorer\nP2: choose travel-agent\n";
    let (_, mut json) = json_after(Config::new(3), 0, actions);
    json["colours"][1]["resolved"] = serde_json::json!(true);
    let e = serde_json::from_value::<RedPlanet>(json.clone()).unwrap_err();
    assert!(
        e.to_string().contains("resolved only in the countdown"),
        "{e}"
    );
    refused_or_sound(json).expect("refused");
}

/// Issue 11: a mission dealt to a colour that another colour had put back
/// was accepted during setup, and two colours later returned the same card.
#[cfg(feature = "serde")]
#[test]
fn a_returned_mission_dealt_again_during_setup_is_refused() {
    let (g, mut json) = json_after(Config::new(3), 0, "P1: keep celerium-cache\n");
    let returned = g.raw().colours[1]
        .returned_mission
        .expect("Blue put one back");
    let dealt = (0..29)
        .find(|&id| g.raw().event_cards[id] == red_planet_rules::CardPlace::Dealt(2))
        .expect("Yellow has dealt missions");
    json["event_cards"][dealt] = serde_json::json!("Deck");
    json["event_cards"][returned as usize] = serde_json::json!({"Dealt": 2});
    json["known"][returned as usize] = serde_json::json!(4);
    let e = serde_json::from_value::<RedPlanet>(json.clone()).unwrap_err();
    assert!(e.to_string().contains("missions"), "{e}");
    refused_or_sound(json).expect("refused");
}

/// An edit of a JSON state.
#[cfg(feature = "serde")]
type JsonEdit = dyn Fn(&mut serde_json::Value);

/// States the rules reach are sound, and so is what the kit's mutations of
/// them leave accepted (the conformance tests run the full mutation check;
/// this one pins a few edits that used to be accepted).
#[cfg(feature = "serde")]
#[test]
fn edits_that_break_a_pending_decision_are_refused() {
    // 2 players, round 1 choice: the neutral colours have drawn.
    let mut g = RedPlanet::new(&Config::new(2), 3).expect("setup");
    while g.raw().stage == red_planet_rules::Stage::Setup {
        let p = g.to_act().first().expect("a seat to act");
        let a = g.legal_actions(p)[0];
        g.apply(p, &a).expect("legal");
    }
    let json = serde_json::to_value(&g).expect("serialize");
    let edits: [(&str, &JsonEdit); 6] = [
        ("a neutral without its drawn card", &|v| {
            v["colours"][2]["chosen"] = serde_json::Value::Null
        }),
        ("a main colour with no card in hand", &|v| {
            v["colours"][0]["played"] = v["colours"][0]["hand"].clone();
            v["colours"][0]["hand"] = serde_json::json!(0);
        }),
        ("a countdown number before the countdown", &|v| {
            v["announced"] = serde_json::json!(5)
        }),
        ("a last resolver before the countdown", &|v| {
            v["last_resolver"] = serde_json::json!(1)
        }),
        ("discoveries revealed before the end", &|v| {
            v["discoveries_revealed"] = serde_json::json!(true)
        }),
        ("a held mission its holder does not know", &|v| {
            let held = v["colours"][0]["starting_mission"].as_u64().unwrap_or(0) as usize;
            v["known"][held] = serde_json::json!(0);
        }),
    ];
    for (what, edit) in edits {
        let mut bad = json.clone();
        edit(&mut bad);
        assert!(
            serde_json::from_value::<RedPlanet>(bad.clone()).is_err(),
            "accepted: {what}"
        );
        refused_or_sound(bad).unwrap_or_else(|e| panic!("{what}: {e}"));
    }
}
