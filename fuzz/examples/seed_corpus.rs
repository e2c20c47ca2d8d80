//! Writes the seed corpus of every fuzz target into `fuzz/corpus/<target>/`:
//! states from real random playouts at several steps, each with a few action
//! indices (see `cardgame_core::testkit::fuzz::seed_inputs`).
//!
//! ```text
//! cd fuzz && cargo run --release --example seed_corpus
//! ```
//!
//! The configs come from each game's constructors as they are named today;
//! a rename in a game crate needs the matching one-line change here (the
//! fuzz targets themselves only name the game types).

use std::fs;
use std::path::Path;

use cardgame_core::testkit::fuzz::seed_inputs;
use cardgame_core::{stable_hash, Game};

/// Files per target.
const PER_TARGET: usize = 36;
/// The seed of the playouts (a fixed one: the corpus is reproducible).
const SEED: u64 = 2024;

fn write<G: Game + serde::Serialize>(target: &str, configs: &[G::Config]) -> usize {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("corpus")
        .join(target);
    if let Err(e) = fs::create_dir_all(&dir) {
        eprintln!("seed_corpus: cannot create {}: {e}", dir.display());
        return 0;
    }
    let inputs = seed_inputs::<G>(configs, SEED, 2);
    // Spread the kept inputs over all the configs and steps.
    let stride = inputs.len().div_ceil(PER_TARGET).max(1);
    let mut written = 0;
    for input in inputs.iter().step_by(stride) {
        let path = dir.join(format!("seed-{:016x}", stable_hash(input)));
        match fs::write(&path, input) {
            Ok(()) => written += 1,
            Err(e) => eprintln!("seed_corpus: cannot write {}: {e}", path.display()),
        }
    }
    println!(
        "{target}: {written} inputs (of {}) in {}",
        inputs.len(),
        dir.display()
    );
    written
}

fn main() {
    use apogee_rules::{Mission, SoloMission};
    write::<lets_go_rules::LetsGo>(
        "lets_go",
        &[
            lets_go_rules::Config::new(2),
            lets_go_rules::Config::new(3),
            lets_go_rules::Config::new(4),
        ],
    );
    write::<apogee_rules::Apogee>(
        "apogee",
        &[
            apogee_rules::Config::new(2).with_mission(Mission::M1),
            apogee_rules::Config::new(4).with_mission(Mission::M3),
            apogee_rules::Config::new(1).with_mission(SoloMission::ALL[0]),
        ],
    );
    write::<red_planet_rules::RedPlanet>(
        "red_planet",
        &[
            red_planet_rules::Config::new(2),
            red_planet_rules::Config::new(3),
            red_planet_rules::Config::new(6),
        ],
    );
    write::<space_race_rules::SpaceRace>(
        "space_race",
        &[
            space_race_rules::Config::new(2),
            space_race_rules::Config::new(4).with_ai(3),
            space_race_rules::Config::new(4).with_cold_war(true),
        ],
    );
}
