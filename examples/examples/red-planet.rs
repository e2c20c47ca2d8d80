//! Mission: Red Planet: a seeded game between random bots, narrated event by
//! event, or (`--play`) one seat played in the terminal against them.
//!
//! ```text
//! cargo run --release --example red-planet -- --seed 7 --players 4
//! cargo run --release --example red-planet -- --players 2 --board 3
//! cargo run --release --example red-planet -- --play --seat 0
//! ```
//!
//! Options: `--seed N`, `--players 2..6` (default 4; 2 plays the
//! neutral-colour variant), `--board 1..4` (the board configuration,
//! default 1), `--play`, `--seat N`, `--cards` (print the card sheet and
//! stop).

use std::process::ExitCode;

use red_planet_rules::cardgame_core::Describe;
use red_planet_rules::{Board, Config, RedPlanet};
use space_games_examples::{run, Args, USAGE};

fn config(args: &Args) -> Result<Config, String> {
    let unknown = args.unknown_options(&["board", "cards"]);
    if !unknown.is_empty() {
        return Err(format!("unknown option(s): {}", unknown.join(" ")));
    }
    let players = args.players.unwrap_or(4);
    let players = u8::try_from(players).map_err(|_| "--players must be 2 to 6".to_string())?;
    let mut config = Config::new(players);
    if let Some(board) = args.option("board") {
        let n: u8 = board
            .parse()
            .map_err(|_| format!("--board needs a number 1 to 4, not {board:?}"))?;
        let board = Board::from_number(n).ok_or_else(|| format!("--board is 1 to 4, not {n}"))?;
        config = config.with_board(board);
    }
    config.validate().map_err(|e| e.to_string())?;
    Ok(config)
}

fn main() -> ExitCode {
    let args = Args::parse();
    match config(&args) {
        Ok(config) if args.option("cards").is_some() => {
            let mut sheet = String::new();
            match RedPlanet::card_sheet(&config, &mut sheet) {
                Ok(()) => {
                    print!("{sheet}");
                    ExitCode::SUCCESS
                }
                Err(_) => ExitCode::FAILURE,
            }
        }
        Ok(config) => run::<RedPlanet>(&args, &config),
        Err(e) => {
            eprintln!("{e}\n{USAGE}\n  --board 1..4  --cards");
            ExitCode::from(2)
        }
    }
}
