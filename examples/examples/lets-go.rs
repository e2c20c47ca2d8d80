//! Let's Go! To Space: a seeded game between bots, narrated event by event,
//! or (`--play`) one seat played in the terminal against bots.
//!
//! ```text
//! cargo run --release --example lets-go
//! cargo run --release --example lets-go -- --seed 7 --players 4 --sides soviet
//! cargo run --release --example lets-go -- --play --seat 1
//! cargo run --release --example lets-go -- --help
//! ```

use std::process::ExitCode;

use clap::{Parser, ValueEnum};
use lets_go_rules::{Config, LetsGo};
use space_games_examples::cli::{self, Common, Defaults};

/// The example's defaults for the shared options.
const DEFAULTS: Defaults = Defaults {
    seed: "1",
    bots: "greedy",
    iterations: "1000",
};

/// Which side of each Project tile shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Sides {
    /// Each tile tossed: either side.
    Random,
    /// Every tile on its Soviet side.
    Soviet,
    /// Every tile on its American side.
    American,
}

/// Let's Go! To Space: watch a game between bots, or play a seat yourself with --play.
#[derive(Debug, Parser)]
#[command(name = "lets-go", long_about = None)]
struct Cli {
    /// Players, 2 to 4.
    #[arg(long, value_name = "N", default_value_t = 3,
          value_parser = cli::whole::<u8>(2, 4))]
    players: u8,

    /// The First Player's seat, from 0 [default: at random].
    #[arg(long, value_name = "SEAT", value_parser = cli::whole::<u8>(0, 3))]
    first: Option<u8>,

    /// The side of each Project tile.
    #[arg(long, value_enum, default_value_t = Sides::Random)]
    sides: Sides,

    /// 1 to 50 quiet rounds (no recruitment, Project or deck draw) end the game: the stall rule.
    #[arg(long, value_name = "ROUNDS", default_value_t = 5,
          value_parser = cli::whole::<u8>(1, 50))]
    stall_rounds: u8,

    #[command(flatten)]
    common: Common,
}

/// The config, checked by the `space-games` facade's parameter rules.
fn config(cli: &Cli) -> Result<Config, String> {
    let spec = cli::spec(
        "lets-go",
        &[
            ("players", Some(cli.players.to_string())),
            ("first", cli.first.map(|s| s.to_string())),
            ("sides", cli::value_name(&cli.sides)),
            ("stall-rounds", Some(cli.stall_rounds.to_string())),
        ],
    );
    space_games::lets_go_config(&spec).map_err(|e| cli::load_error(&e))
}

fn main() -> ExitCode {
    let (cli, matches) = cli::parse::<Cli>(&DEFAULTS);
    let cmd = cli::command::<Cli>(&DEFAULTS);
    cli::run::<LetsGo>(&cli.common, &matches, config(&cli), cmd)
}
