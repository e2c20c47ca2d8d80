//! Mission: Red Planet: a seeded game between bots, narrated event by event,
//! or (`--play`) one seat played in the terminal against bots.
//!
//! ```text
//! cargo run --release --example red-planet
//! cargo run --release --example red-planet -- --players 2 --board 3
//! cargo run --release --example red-planet -- --play --seat 0
//! cargo run --release --example red-planet -- --help
//! ```

use std::process::ExitCode;

use clap::Parser;
use red_planet_rules::{Config, RedPlanet};
use space_games_examples::cli::{self, Common, Defaults};

/// The example's defaults for the shared options.
const DEFAULTS: Defaults = Defaults {
    seed: "1",
    bots: "greedy",
    iterations: "1000",
};

/// Mission: Red Planet: watch a game between bots, or play a seat yourself with --play.
#[derive(Debug, Parser)]
#[command(name = "red-planet", long_about = None)]
struct Cli {
    /// Players: 3 to 6, or 2 for the variant with neutral colours.
    #[arg(long, value_name = "N", default_value_t = 4,
          value_parser = cli::whole::<u8>(2, 6))]
    players: u8,

    /// The board configuration of Mars, 1 to 4.
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = cli::whole::<u8>(1, 4))]
    board: u8,

    #[command(flatten)]
    common: Common,
}

/// The config, checked by the `space-games` facade's parameter rules.
fn config(cli: &Cli) -> Result<Config, String> {
    let spec = cli::spec(
        "red-planet",
        &[
            ("players", Some(cli.players.to_string())),
            ("board", Some(cli.board.to_string())),
        ],
    );
    space_games::red_planet_config(&spec).map_err(|e| cli::load_error(&e))
}

fn main() -> ExitCode {
    let (cli, matches) = cli::parse::<Cli>(&DEFAULTS);
    let cmd = cli::command::<Cli>(&DEFAULTS);
    cli::run::<RedPlanet>(&cli.common, &matches, config(&cli), cmd)
}
