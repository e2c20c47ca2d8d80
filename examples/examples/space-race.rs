//! Space Race (with the Cold War expansion): a seeded game between bots
//! (and AI players), narrated event by event, or (`--play`) one faction
//! played in the terminal against bots.
//!
//! ```text
//! cargo run --release --example space-race
//! cargo run --release --example space-race -- --players 4 --ai 2 --mission vostok --thematic
//! cargo run --release --example space-race -- --play --players 3
//! cargo run --release --example space-race -- --help
//! ```

use std::process::ExitCode;

use clap::{Parser, ValueEnum};
use space_games_examples::cli::{self, Common, Defaults};
use space_race_rules::{Config, SpaceRace};

/// The example's defaults for the shared options.
const DEFAULTS: Defaults = Defaults {
    seed: "1",
    bots: "greedy",
    iterations: "1000",
};

/// The Mission: the row of tiles that scores in phase 3.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Mission {
    /// Mercury.
    Mercury,
    /// Vostok.
    Vostok,
    /// Cassini-Huygens.
    Cassini,
    /// Apollo (with the Cold War expansion, without AI players).
    Apollo,
}

/// Space Race: watch a game between bots, or play a faction yourself with --play.
#[derive(Debug, Parser)]
#[command(name = "space-race", long_about = None)]
struct Cli {
    /// Seats in all, 2 to 5, AI players included.
    #[arg(long, value_name = "N", default_value_t = 3,
          value_parser = cli::whole::<u8>(2, 5))]
    players: u8,

    /// AI players (the solo variant's automa), 0 to all seats but one; they take the last seats.
    #[arg(long, value_name = "K", default_value_t = 0,
          value_parser = ai_count)]
    ai: u8,

    /// The Mission.
    #[arg(long, value_enum, default_value_t = Mission::Mercury)]
    mission: Mission,

    /// The thematic setup side: each faction's own placement and Control cards.
    #[arg(long)]
    thematic: bool,

    /// With the Cold War expansion: a fifth Project category and the Apollo Mission.
    #[arg(long)]
    cold_war: bool,

    #[command(flatten)]
    common: Common,
}

/// `--ai`: at most 4 here; the facade checks it against `--players`.
fn ai_count(s: &str) -> Result<u8, String> {
    cli::whole::<u8>(0, 4)(s)
        .map_err(|_| String::from("expected a whole number from 0 to 4, fewer than --players"))
}

/// The config, checked by the `space-games` facade's parameter rules.
fn config(cli: &Cli) -> Result<Config, String> {
    let spec = cli::spec(
        "space-race",
        &[
            ("players", Some(cli.players.to_string())),
            ("ai", Some(cli.ai.to_string())),
            ("mission", cli::value_name(&cli.mission)),
            ("thematic", Some(cli.thematic.to_string())),
            ("cold-war", Some(cli.cold_war.to_string())),
        ],
    );
    space_games::space_race_config(&spec).map_err(|e| cli::load_error(&e))
}

fn main() -> ExitCode {
    let (cli, matches) = cli::parse::<Cli>(&DEFAULTS);
    let cmd = cli::command::<Cli>(&DEFAULTS);
    cli::run::<SpaceRace>(&cli.common, &matches, config(&cli), cmd)
}
