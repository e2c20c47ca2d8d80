//! The bench table: random playouts of every game, measured.
//!
//! `cargo run --release --example bench` (add `--quick` for a short run,
//! `--game NAME` to bench one game, `--search` for the search table:
//! determinize cost, IS-MCTS iterations per second and the tree's overhead).

use std::alloc::System;
use std::time::Duration;

use apogee_rules::{Apogee, Config as ApogeeConfig, Mission, SoloMission};
use cardgame_core::bench::{
    bench, search_bench, search_table, table, AllocCounter, BenchRow, Budget, SearchRow,
};
use cardgame_core::testkit::toy::{Bug, Config as ToyConfig, HighCard};
use clap::Parser;
use lets_go_rules::{Config as LetsGoConfig, LetsGo};
use red_planet_rules::{Config as RedPlanetConfig, RedPlanet};
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

/// The bench table: random playouts of every game, measured.
#[derive(Debug, Parser)]
#[command(name = "bench", long_about = None)]
struct Cli {
    /// A short run (20 games or 200 ms per row).
    #[arg(long)]
    quick: bool,
    /// Bench only the games whose name contains this (as in: red planet).
    #[arg(long, value_name = "NAME")]
    game: Option<String>,
    /// The search table instead: determinize cost, IS-MCTS iterations per second.
    #[arg(long)]
    search: bool,
}

/// The games benched, by the names `--game` looks in.
const GAMES: [&str; 5] = [
    "toy high card",
    "let's go! to space",
    "mission: red planet",
    "space race",
    "apogee",
];

fn main() {
    let args = Cli::parse();
    let quick = args.quick;
    let only = args.game.as_deref().map(str::to_lowercase);
    if let Some(o) = &only {
        if !GAMES.iter().any(|g| g.contains(o.as_str())) {
            let mut cmd = <Cli as clap::CommandFactory>::command();
            cmd.error(
                clap::error::ErrorKind::InvalidValue,
                format!(
                    "no game is named like \"{o}\": try high card, let's go, red planet, space \
                     race or apogee"
                ),
            )
            .exit();
        }
    }
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
    let search = args.search;
    let mut rows: Vec<BenchRow> = Vec::new();
    let mut search_rows: Vec<SearchRow> = Vec::new();
    // One row of the chosen table: the bench, or with --search the search
    // throughput (200 IS-MCTS iterations per measured decision).
    macro_rules! row {
        ($game:ty, $label:expr, $cfg:expr) => {
            if search {
                search_rows.push(search_bench::<$game>(&$label, $cfg, 200, counter));
            } else {
                rows.push(bench::<$game>(&$label, $cfg, budget, counter));
            }
        };
    }
    if wanted(GAMES[0]) {
        for seats in [2, 4] {
            let cfg = ToyConfig {
                seats,
                bug: Bug::None,
            };
            row!(HighCard, &format!("{seats} seats"), &cfg);
        }
    }
    if wanted(GAMES[1]) {
        for players in [2, 3, 4] {
            let cfg = LetsGoConfig::new(players);
            row!(LetsGo, &format!("{players} players"), &cfg);
        }
    }
    if wanted(GAMES[2]) {
        for players in [2, 3, 4, 5, 6] {
            let cfg = RedPlanetConfig::new(players);
            row!(RedPlanet, &format!("{players} players"), &cfg);
        }
    }
    if wanted(GAMES[3]) {
        for players in [2, 3, 4, 5] {
            let cfg = SpaceRaceConfig::new(players);
            row!(SpaceRace, &format!("{players} players"), &cfg);
        }
        let solo = SpaceRaceConfig::new(5).with_ai(4);
        row!(SpaceRace, "1 human + 4 AI", &solo);
    }
    if wanted(GAMES[4]) {
        let solo = ApogeeConfig::new(1).with_mission(SoloMission::S1);
        row!(Apogee, "solo S1", &solo);
        for seats in [2, 3, 4, 5] {
            let cfg = ApogeeConfig::new(seats).with_mission(Mission::M1);
            row!(Apogee, &format!("{seats} seats M1"), &cfg);
        }
    }
    if search {
        print!("{}", search_table(&search_rows));
    } else {
        print!("{}", table(&rows));
    }
}
