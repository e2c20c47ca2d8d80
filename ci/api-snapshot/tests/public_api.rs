//! The public API of each crate, rendered from the nightly toolchain's
//! rustdoc JSON and compared with `snapshots/<crate>.txt`.
//!
//! A change to a public item shows up as a diff of the snapshot in review.
//! To accept a change: `UPDATE_SNAPSHOTS=yes cargo test` in `ci/api-snapshot`.

use std::path::{Path, PathBuf};

fn check(krate: &str) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let manifest = root.join("../../crates").join(krate).join("Cargo.toml");
    let target: PathBuf = std::env::var_os("API_SNAPSHOT_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target/rustdoc-json"));
    let json = rustdoc_json::Builder::default()
        .toolchain("nightly")
        .manifest_path(&manifest)
        .all_features(true)
        .target_dir(&target)
        .quiet(true)
        .build()
        .unwrap_or_else(|e| panic!("rustdoc JSON of {krate} (needs the nightly toolchain): {e}"));
    let api = public_api::Builder::from_rustdoc_json(json)
        .omit_blanket_impls(true)
        .omit_auto_trait_impls(true)
        .build()
        .unwrap_or_else(|e| panic!("public API of {krate}: {e}"));
    api.assert_eq_or_update(root.join("snapshots").join(format!("{krate}.txt")));
}

#[test]
fn cardgame_core_api() {
    check("cardgame-core");
}

#[test]
fn lets_go_rules_api() {
    check("lets-go-rules");
}

#[test]
fn apogee_rules_api() {
    check("apogee-rules");
}

#[test]
fn red_planet_rules_api() {
    check("red-planet-rules");
}

#[test]
fn space_race_rules_api() {
    check("space-race-rules");
}
