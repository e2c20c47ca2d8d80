//! The observation tensor (`Encode`): sound for every config (fixed length,
//! every element written and finite, the same in every world the viewer
//! cannot tell apart, not constant), in [0, 1], the viewer's own block
//! first, and the running scores.

use apogee_rules::cardgame_core::testkit::{random_playout, tensor};
use apogee_rules::cardgame_core::Encode;
use apogee_rules::{Apogee, Config, Game, Mission, PlayerId, SoloMission, Viewer};

/// Every seat count and every kind of Mission, the variants included.
fn configs() -> Vec<Config> {
    let mut configs: Vec<Config> = SoloMission::ALL
        .iter()
        .map(|&m| Config::new(1).with_mission(m))
        .collect();
    for (i, &m) in Mission::ALL.iter().enumerate() {
        let seats = 2 + (i % 4) as u8;
        configs.push(Config::new(seats).with_mission(m).with_turn_cap(6));
    }
    configs.push(
        Config::new(4)
            .with_mission(Mission::M1)
            .with_single_winner(true),
    );
    configs
}

#[test]
fn observation_tensors_are_sound_for_every_config() {
    let checked = tensor::check::<Apogee>(&configs(), 2);
    assert!(checked > 1000, "checked {checked} tensors");
}

#[test]
fn the_tensor_has_860_plus_717_numbers_per_seat_all_in_0_1() {
    for (seats, len) in [(1u8, 1577usize), (2, 2294), (3, 3011), (4, 3728), (5, 4445)] {
        let config = Config::new(seats);
        assert_eq!(Apogee::observation_shape(&config), vec![len]);
        let playout = random_playout::<Apogee>(&config, 5).expect("a playout");
        let mut g = Apogee::new(&config, 5).expect("setup");
        let mut out = vec![f32::NAN; len];
        for (step, (p, a)) in playout.actions.iter().enumerate() {
            if step % 3 == 0 {
                for v in PlayerId::all(usize::from(seats))
                    .map(Viewer::Seat)
                    .chain([Viewer::Spectator])
                {
                    Apogee::encode(&g.observe(v), &mut out);
                    assert!(
                        out.iter().all(|x| (0.0..=1.0).contains(x)),
                        "{seats} seats, step {step}, {v}"
                    );
                }
            }
            g.apply(*p, a).expect("recorded");
        }
    }
}

#[test]
fn the_viewers_own_block_comes_first_with_its_whole_hand() {
    // Seat blocks are the last 3 × 717 numbers; in each, the known hand
    // starts after the status (10), the Director (12) and the counts (4).
    let config = Config::new(3);
    let mut g = Apogee::new(&config, 9).expect("setup");
    // Play Game Preparation so that every hand is dealt.
    while g.raw().turn == 0 {
        let p = g.to_act().first().expect("a seat to act");
        let a = g.legal_actions(p)[0];
        g.apply(p, &a).expect("listed");
    }
    let len = Apogee::observation_len(&config);
    let (block, known_hand) = (717, 10 + 12 + 4);
    let first_block = len - 3 * block;
    for p in PlayerId::all(3) {
        let mut out = vec![0.0; len];
        Apogee::encode(&g.observe(Viewer::Seat(p)), &mut out);
        let hand = g.raw().seat(p).hand;
        for e in 0..30 {
            let seen = out[first_block + known_hand + e];
            assert_eq!(seen == 1.0, hand.contains(e), "{p} and Engineer {e}");
        }
        // Another seat's block shows none of its face-down hand.
        let q = PlayerId((p.0 + 1) % 3);
        let theirs = g.raw().seat(q).hand;
        for e in theirs.iter() {
            assert_eq!(out[first_block + block + known_hand + e], 0.0);
        }
    }
}

#[test]
fn scores_are_the_missions_progress_and_1000_for_a_winner() {
    for seed in 0..6 {
        let config = Config::new(2).with_mission(Mission::M4);
        let g = random_playout::<Apogee>(&config, seed)
            .expect("a playout")
            .state;
        let o = g.outcome().expect("over");
        let scores = g.scores();
        for p in PlayerId::all(2) {
            let s = scores[p];
            assert!((0..=1000).contains(&s), "{s}");
            assert_eq!(s == 1000, o.winners.contains(p), "seed {seed}, {p}: {s}");
        }
    }
    let g = Apogee::new(&Config::new(3), 1).expect("setup");
    assert!(g.scores().iter().all(|(_, &s)| s == 0));
}
