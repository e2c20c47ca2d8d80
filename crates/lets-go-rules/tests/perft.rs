//! Perft: the number of legal decision sequences of a few plies from seeded
//! starts, as golden numbers — a cheap, sensitive check on legality.

use cardgame_core::{Game, PlayerId};
use lets_go_rules::{Config, LetsGo};

fn perft(g: &LetsGo, depth: u32) -> u64 {
    let Some(p) = g.to_act().first() else {
        return 1;
    };
    if depth == 0 {
        return 1;
    }
    g.legal_actions(p)
        .iter()
        .map(|a| {
            let mut next = g.clone();
            next.apply(p, a).expect("a listed action applies");
            perft(&next, depth - 1)
        })
        .sum()
}

#[test]
fn perft_from_seeded_starts() {
    let mut counts = Vec::new();
    for (players, seed) in [(2u8, 1u64), (3, 2), (4, 3)] {
        let g = LetsGo::new(&Config::new(players).with_first_player(PlayerId(0)), seed)
            .expect("valid config");
        counts.push([perft(&g, 1), perft(&g, 2), perft(&g, 3), perft(&g, 4)]);
    }
    assert_eq!(counts, GOLDEN);
}

const GOLDEN: [[u64; 4]; 3] = [
    [15, 139, 1206, 9658],
    [14, 135, 1161, 9542],
    [15, 145, 1222, 9273],
];
