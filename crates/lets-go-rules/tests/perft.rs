//! Perft: the number of legal decision sequences of a few plies from seeded
//! positions in every stage of a turn, as golden numbers — a cheap,
//! sensitive check on legality. Any change to what is legal, or to what an
//! action does, moves these numbers.

use lets_go_rules::cardgame_core::testkit::perft;
use lets_go_rules::cardgame_core::GameRng;
use lets_go_rules::{Config, Game, LetsGo, PlayerId, Stage};

/// The first position whose stage is `wanted` (compared by kind), after at
/// least `skip` decisions, along seeded random decisions from a new game:
/// seed `seed`, or the next seeds until one reaches that stage.
fn first_reached(config: &Config, seed: u64, skip: usize, wanted: &str) -> LetsGo {
    for seed in seed..seed + 1000 {
        let mut g = LetsGo::new(config, seed).expect("valid config");
        let mut rng = GameRng::from_u64(seed ^ 0x5eed);
        let mut decisions = 0;
        while let Some(p) = g.to_act().first() {
            if decisions >= skip && kind(g.stage()) == wanted {
                return g;
            }
            let legal = g.legal_actions(p);
            let a = legal[rng.below(legal.len() as u32) as usize];
            g.apply(p, &a).expect("a listed action applies");
            decisions += 1;
        }
    }
    panic!("no game reached {wanted}");
}

fn kind(stage: &Stage) -> &'static str {
    match stage {
        Stage::Action => "action",
        Stage::Choosing { .. } => "choosing",
        Stage::Paying(_) => "paying",
        Stage::AfterAction => "after action",
        Stage::Boosting(_) => "boosting",
        Stage::Claiming => "claiming",
        Stage::Over => "over",
    }
}

fn counts(g: &LetsGo, depth: u32) -> Vec<u64> {
    (1..=depth).map(|d| perft(g, d)).collect()
}

#[test]
fn perft_from_new_games() {
    let mut got = Vec::new();
    for (players, seed) in [(2u8, 1u64), (3, 2), (4, 3)] {
        let g = LetsGo::new(&Config::new(players).with_first_player(PlayerId(0)), seed)
            .expect("valid config");
        got.push(counts(&g, 4));
    }
    assert_eq!(
        got,
        [
            [15, 139, 1206, 9658],
            [14, 135, 1161, 9542],
            [15, 145, 1222, 9273],
        ]
    );
}

#[test]
fn perft_from_every_stage_of_a_turn() {
    let cases: [(u8, u64, usize, &str, [u64; 3]); 7] = [
        (2, 11, 20, "action", [14, 146, 1317]),
        (3, 12, 0, "paying", [6, 30, 120]),
        (4, 13, 30, "paying", [5, 19, 51]),
        (3, 14, 0, "choosing", [11, 44, 143]),
        (2, 15, 0, "after action", [2, 32, 292]),
        (3, 16, 0, "boosting", [5, 15, 35]),
        (2, 17, 0, "claiming", [2, 20, 216]),
    ];
    let mut got = Vec::new();
    let mut want = Vec::new();
    for (players, seed, skip, stage, golden) in cases {
        let g = first_reached(&Config::new(players), seed, skip, stage);
        got.push((stage, counts(&g, 3)));
        want.push((stage, golden.to_vec()));
    }
    assert_eq!(got, want);
}
