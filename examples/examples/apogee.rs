//! Apogee: a seeded game between bots, narrated event by event, or
//! (`--play`) one seat played in the terminal against bots.
//!
//! ```text
//! cargo run --release --example apogee
//! cargo run --release --example apogee -- --seed 7 --players 4 --mission 4
//! cargo run --release --example apogee -- --players 1 --mission 2
//! cargo run --release --example apogee -- --play --seat 0
//! cargo run --release --example apogee -- --help
//! ```

use std::process::ExitCode;

use apogee_rules::{Apogee, Config};
use clap::Parser;
use space_games_examples::cli::{self, Common, Defaults};

/// The example's defaults for the shared options.
const DEFAULTS: Defaults = Defaults {
    seed: "1",
    bots: "greedy",
    iterations: "300",
};

/// Apogee: watch a game between bots, or play a seat yourself with --play.
#[derive(Debug, Parser)]
#[command(name = "apogee", long_about = None)]
struct Cli {
    /// Players: 2 to 5, or 1 for the solo game.
    #[arg(long, value_name = "N", default_value_t = 3,
          value_parser = cli::whole::<u8>(1, 5))]
    players: u8,

    /// The Mission: 1 to 12, or a Solo Mission 1 to 6 with --players 1.
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = cli::whole::<u8>(1, 12))]
    mission: u8,

    /// Not in solo: one winner by the tie-break when several fulfil the Mission in one turn.
    #[arg(long)]
    single_winner: bool,

    /// Not in solo: the turn after which the game ends with no winner [default: 40].
    #[arg(long, value_name = "TURNS", value_parser = cli::whole::<u8>(1, 100))]
    turn_cap: Option<u8>,

    #[command(flatten)]
    common: Common,
}

/// The config, checked by the `space-games` facade's parameter rules.
fn config(cli: &Cli) -> Result<Config, String> {
    if cli.players == 1 {
        if cli.turn_cap.is_some() {
            return Err(String::from(
                "--turn-cap does not apply to a solo game: each Solo Mission has its own number \
                 of turns",
            ));
        }
        if cli.single_winner {
            return Err(String::from(
                "--single-winner does not apply to a solo game: it breaks ties between players",
            ));
        }
    }
    let spec = cli::spec(
        "apogee",
        &[
            ("players", Some(cli.players.to_string())),
            ("mission", Some(cli.mission.to_string())),
            ("single-winner", Some(cli.single_winner.to_string())),
            ("turn-cap", cli.turn_cap.map(|t| t.to_string())),
        ],
    );
    space_games::apogee_config(&spec).map_err(|e| cli::load_error(&e))
}

fn main() -> ExitCode {
    let (cli, matches) = cli::parse::<Cli>(&DEFAULTS);
    let cmd = cli::command::<Cli>(&DEFAULTS);
    cli::run::<Apogee>(&cli.common, &matches, config(&cli), cmd)
}
