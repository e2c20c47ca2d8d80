//! The core conformance kit on Let's Go! To Space, for 2, 3 and 4 players,
//! and the observation tensor.

use lets_go_rules::cardgame_core::testkit::{random_playout, tensor, Conformance};
use lets_go_rules::cardgame_core::{Encode, Viewer};
use lets_go_rules::{Config, LetsGo, ProjectSides};
use lets_go_rules::{Game, PlayerId};

/// The kit over one config, with the serde round trips and the JSON-mutation
/// check when built with `serde` (the `MUTANTS` variable overrides the count).
fn kit(config: Config, cases: u32) -> Conformance<LetsGo> {
    let kit = Conformance::<LetsGo>::new(vec![config]).cases(cases);
    #[cfg(feature = "serde")]
    let kit = kit.with_serde().with_mutations(1024);
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

#[test]
fn observation_tensors_are_sound_for_every_config() {
    let configs = [
        Config::new(2),
        Config::new(3).with_sides(ProjectSides::Soviet),
        Config::new(4)
            .with_first_player(PlayerId(2))
            .with_sides(ProjectSides::American),
        Config::new(3).with_stall_rounds(1),
    ];
    let checked = tensor::check::<LetsGo>(&configs, 6);
    assert!(checked > 1000, "checked {checked} tensors");
}

#[test]
fn the_tensor_has_269_plus_523_numbers_per_player_all_in_0_1() {
    for (players, len) in [(2u8, 1315usize), (3, 1838), (4, 2361)] {
        let config = Config::new(players);
        assert_eq!(LetsGo::observation_shape(&config), vec![len]);
        let playout = random_playout::<LetsGo>(&config, 5).expect("a playout");
        let mut g = LetsGo::new(&config, 5).expect("setup");
        let mut out = vec![f32::NAN; len];
        for (p, a) in &playout.actions {
            for v in PlayerId::all(usize::from(players))
                .map(Viewer::Seat)
                .chain([Viewer::Spectator])
            {
                LetsGo::encode(&g.observe(v), &mut out);
                assert!(out.iter().all(|x| (0.0..=1.0).contains(x)), "{v}");
            }
            g.apply(*p, a).expect("recorded");
        }
    }
}

#[test]
fn the_viewers_own_block_comes_first_and_holds_no_other_secret_card() {
    // Seat blocks are the last 3 × 499 numbers; in each, the known-hand
    // segment starts after the Hub (60 × 7), its summary (11), the tokens
    // (5) and the hand sizes (2).
    let config = Config::new(3).with_first_player(PlayerId(0));
    let g = LetsGo::new(&config, 9).expect("setup");
    let len = LetsGo::observation_len(&config);
    let (block, known_hand) = (499, 60 * 7 + 11 + 7);
    let first_block = len - 3 * block;
    for p in PlayerId::all(3) {
        let mut out = vec![0.0; len];
        LetsGo::encode(&g.observe(Viewer::Seat(p)), &mut out);
        for i in g.hand(p).iter() {
            assert_eq!(out[first_block + known_hand + i], 1.0, "{p} sees card {i}");
        }
        // The stage segment (offset 1 + 3 × players): "Action"; P0 to play,
        // at its place in the rotation.
        assert_eq!(out[1 + 9], 1.0);
        assert_eq!(out[1 + (3 - p.index()) % 3], 1.0);
        let others: Vec<f32> = (1..3)
            .flat_map(|k| {
                let at = first_block + k * block + known_hand;
                out[at..at + 60].to_vec()
            })
            .collect();
        assert!(others.iter().all(|&x| x == 0.0), "{p} sees a dealt card");
    }
}

#[test]
fn scores_are_the_progress_so_far() {
    let playout = random_playout::<LetsGo>(&Config::new(2), 4).expect("a playout");
    let g = &playout.state;
    let outcome = g.outcome().expect("over");
    assert_eq!(Encode::scores(g), outcome.scores);
}
