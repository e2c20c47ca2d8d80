//! The core conformance kit on Let's Go! To Space, for 2, 3 and 4 players.

use lets_go_rules::cardgame_core::testkit::{random_playout, Conformance};
use lets_go_rules::{Config, LetsGo, ProjectSides};
use lets_go_rules::{Game, PlayerId};

/// The kit over one config, with the serde round trips when built with `serde`.
fn kit(config: Config, cases: u32) -> Conformance<LetsGo> {
    let kit = Conformance::<LetsGo>::new(vec![config]).cases(cases);
    #[cfg(feature = "serde")]
    let kit = kit.with_serde();
    kit
}

#[test]
fn conformance_2_players() {
    kit(Config::new(2), 128).run();
}

#[test]
fn conformance_3_players() {
    kit(Config::new(3).with_sides(ProjectSides::Soviet), 128).run();
}

#[test]
fn conformance_4_players() {
    let config = Config::new(4)
        .with_first_player(PlayerId(2))
        .with_sides(ProjectSides::American);
    kit(config, 128).run();
}

#[test]
fn conformance_short_stall_rule() {
    kit(Config::new(3).with_stall_rounds(1), 32).run();
}

#[test]
fn random_playouts_end_within_the_decision_bound_and_keep_invariants() {
    for players in 2..=4u8 {
        for seed in 0..40u64 {
            let config = Config::new(players);
            let playout = random_playout::<LetsGo>(&config, seed)
                .unwrap_or_else(|| panic!("{players} players, seed {seed}: playout failed"));
            let g = &playout.state;
            assert!(g.outcome().is_some());
            assert!((playout.actions.len() as u64) <= g.decision_bound());
            assert_eq!(g.validate_state(), Ok(()));
        }
    }
}
