//! The registry: every game loads by name with its parameters, refuses bad
//! ones with a clear error, and plays to the end through the dynamic game.

use space_games::{load, LoadError, GAMES};

const SPECS: &[&str] = &[
    "lets-go(players=2)",
    "lets-go(players=4,sides=soviet,first=1)",
    "apogee(players=1,mission=3)",
    "apogee(players=3,mission=4,single-winner=true)",
    "red-planet(players=2)",
    "red-planet(players=5,board=3)",
    "space-race(players=2)",
    "space-race(players=4,ai=2,mission=vostok,thematic=true)",
];

#[test]
fn every_game_is_listed_once() {
    let names: Vec<&str> = GAMES.iter().map(|g| g.name).collect();
    assert_eq!(names, ["lets-go", "apogee", "red-planet", "space-race"]);
}

#[test]
fn bad_specifications_say_what_is_wrong_and_what_is_allowed() {
    let err = |s: &str| load(s, 1).err().map(|e| e.to_string()).unwrap_or_default();
    assert!(err("chess").contains("lets-go, apogee, red-planet, space-race"));
    assert!(err("lets-go(players=9)").contains("a whole number from 2 to 4"));
    assert!(err("apogee(players=1,turn-cap=10)").contains("solo"));
    assert!(err("red-planet(colour=red)").contains("its parameters are players, board"));
    assert!(err("space-race(mission=gemini)").contains("mercury, vostok, cassini, apollo"));
    assert!(err("space-race(players=2,ai=2)").contains("from 0 to 1 (all 2 seats but one)"));
    let solo = err("apogee(players=1,mission=7)");
    assert!(
        solo.contains("from 1 to 6") && solo.contains("Solo Missions"),
        "{solo}"
    );
    assert!(!err("apogee(players=3,mission=13)").contains("Solo"));
    let apollo = err("space-race(ai=1,mission=apollo,cold-war=true)");
    assert!(apollo.contains("mercury, vostok or cassini"), "{apollo}");
    assert!(matches!(
        load("lets-go(players", 1),
        Err(LoadError::Syntax { .. })
    ));
}

#[test]
fn every_config_plays_to_the_end_through_the_dynamic_game() {
    for spec in SPECS {
        let mut g = load(spec, 5).unwrap_or_else(|e| panic!("{spec}: {e}"));
        let shape = g.observation_shape();
        let len: usize = shape.iter().product();
        let mut tensor = vec![0.0f32; len];
        let mut steps = 0u64;
        while !g.is_finished() {
            let seat = g.to_act()[0];
            let legal = g.legal_actions(seat).expect("a seat");
            let mask = g.legal_mask(seat).expect("a seat");
            assert_eq!(mask.iter().filter(|m| **m).count(), legal.len(), "{spec}");
            g.observation_tensor(Some(seat), &mut tensor)
                .expect("a seat");
            assert!(tensor.iter().all(|x| x.is_finite()), "{spec}");
            assert_eq!(g.observation_shape(), shape, "{spec}: the shape is fixed");
            let a = legal[(steps as usize * 7) % legal.len()];
            assert_eq!(g.parse_action(&g.action_text(a).expect("in space")), Ok(a));
            g.apply(seat, a).unwrap_or_else(|e| panic!("{spec}: {e}"));
            steps += 1;
            assert!(steps <= g.max_decisions(), "{spec}: within the bound");
        }
        let r = g.returns().expect("finished");
        assert_eq!(r.len(), g.num_players());
        assert!(r.iter().all(|x| (-1.0..=1.0).contains(x)), "{spec}: {r:?}");
        assert_ne!(g.terminated(), g.truncated(), "{spec}");
    }
}

#[test]
fn a_refused_action_and_a_bad_state_change_nothing() {
    let mut g = load("red-planet(players=3)", 2).expect("loads");
    let seat = g.to_act()[0];
    let before = g.state_json();
    let legal = g.legal_actions(seat).expect("a seat");
    let illegal = (0..g.action_space())
        .find(|i| !legal.contains(i))
        .expect("an illegal index");
    assert!(g.apply(seat, illegal).is_err());
    let past = g.apply(seat, g.action_space()).expect_err("past the space");
    let last = g.action_space() - 1;
    assert!(
        past.to_string()
            .ends_with(&format!("indices run from 0 to {last}")),
        "{past}"
    );
    assert!(g.apply(99, legal[0]).is_err());
    let bad = g
        .load_state("{\"not\": \"a state\"}")
        .expect_err("not a state");
    assert!(
        bad.to_string()
            .starts_with("this is not a state of Mission: Red Planet: "),
        "{bad}"
    );
    assert_eq!(g.state_json(), before);
    let mut copy = load("red-planet(players=3)", 9).expect("loads");
    copy.load_state(&before).expect("a sound state reads back");
    assert_eq!(copy.state_json(), before);
}

#[test]
fn clones_are_independent_and_bots_are_deterministic() {
    let g = load("lets-go(players=3)", 4).expect("loads");
    let mut c = g.clone();
    let seat = c.to_act()[0];
    let a = c
        .bot_action(seat, "ismcts:40", 3)
        .expect("a bot")
        .expect("an action");
    assert_eq!(c.bot_action(seat, "ismcts:40", 3), Ok(Some(a)));
    assert!(c.legal_actions(seat).expect("a seat").contains(&a));
    c.apply(seat, a).expect("legal");
    assert_ne!(c.state_json(), g.state_json());
    for bot in ["random", "greedy"] {
        assert!(g.bot_action(seat, bot, 1).expect("a bot").is_some());
    }
    assert!(g.bot_action(seat, "oracle", 1).is_err());
}
