//! The bench table: random playouts of every game, measured.
//!
//! `cargo run --release --example bench` (add `--quick` for a short run,
//! `--game NAME` to bench one game).

use std::alloc::System;
use std::time::Duration;

use apogee_rules::{Apogee, Config as ApogeeConfig, Mission, SoloMission};
use cardgame_core::bench::{bench, table, AllocCounter, BenchRow, Budget};
use cardgame_core::testkit::toy::{Bug, Config as ToyConfig, HighCard};
use lets_go_rules::{Config as LetsGoConfig, LetsGo};
use red_planet_rules::{Config as RedPlanetConfig, RedPlanet};
use space_games_examples::Args;
use space_race_rules::{Config as SpaceRaceConfig, SpaceRace};
use stats_alloc::{StatsAlloc, INSTRUMENTED_SYSTEM};

#[global_allocator]
static GLOBAL: &StatsAlloc<System> = &INSTRUMENTED_SYSTEM;

fn allocations() -> (u64, u64) {
    let s = GLOBAL.stats();
    (
        (s.allocations + s.reallocations) as u64,
        s.bytes_allocated as u64,
    )
}

fn main() {
    let args = Args::parse();
    let quick = args.option("quick").is_some();
    let only = args.option("game").map(str::to_lowercase);
    let budget = if quick {
        Budget {
            min_games: 20,
            min_time: Duration::from_millis(200),
        }
    } else {
        Budget::default()
    };
    let counter: Option<AllocCounter> = Some(allocations);
    let wanted = |name: &str| {
        only.as_deref()
            .is_none_or(|o| name.to_lowercase().contains(o))
    };
    let mut rows: Vec<BenchRow> = Vec::new();
    if wanted("toy high card") {
        for seats in [2, 4] {
            let cfg = ToyConfig {
                seats,
                bug: Bug::None,
            };
            rows.push(bench::<HighCard>(
                &format!("{seats} seats"),
                &cfg,
                budget,
                counter,
            ));
        }
    }
    if wanted("let's go! to space") {
        for players in [2, 3, 4] {
            let cfg = LetsGoConfig::new(players);
            rows.push(bench::<LetsGo>(
                &format!("{players} players"),
                &cfg,
                budget,
                counter,
            ));
        }
    }
    if wanted("mission: red planet") {
        for players in [2, 3, 4, 5, 6] {
            let cfg = RedPlanetConfig::new(players);
            rows.push(bench::<RedPlanet>(
                &format!("{players} players"),
                &cfg,
                budget,
                counter,
            ));
        }
    }
    if wanted("space race") {
        for players in [2, 3, 4, 5] {
            let cfg = SpaceRaceConfig::new(players);
            rows.push(bench::<SpaceRace>(
                &format!("{players} players"),
                &cfg,
                budget,
                counter,
            ));
        }
        let solo = SpaceRaceConfig::new(5).with_ai(4);
        rows.push(bench::<SpaceRace>("1 human + 4 AI", &solo, budget, counter));
    }
    if wanted("apogee") {
        let solo = ApogeeConfig::new(1).with_mission(SoloMission::S1);
        rows.push(bench::<Apogee>("solo S1", &solo, budget, counter));
        for seats in [2, 3, 4, 5] {
            let cfg = ApogeeConfig::new(seats).with_mission(Mission::M1);
            rows.push(bench::<Apogee>(
                &format!("{seats} seats M1"),
                &cfg,
                budget,
                counter,
            ));
        }
    }
    print!("{}", table(&rows));
}
