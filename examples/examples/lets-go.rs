//! Let's Go! To Space: a seeded game between random bots, narrated event by
//! event, or (`--play`) one seat played in the terminal against them.
//!
//! ```text
//! cargo run --release --example lets-go -- --seed 7 --players 3
//! cargo run --release --example lets-go -- --play --seat 0
//! ```
//!
//! Options: `--seed N`, `--players 2..4` (default 3), `--play`, `--seat N`,
//! `--first N` (the First Player; default random), `--sides
//! random|soviet|american` (Project sides), `--stall-rounds N` (the stall
//! rule, 1..50; default 5), `--cards` (print the card sheet and stop).

use std::process::ExitCode;

use lets_go_rules::cardgame_core::Describe;
use lets_go_rules::{Config, LetsGo, PlayerId, ProjectSides};
use space_games_examples::{run, Args, USAGE};

fn config(args: &Args) -> Result<Config, String> {
    let unknown = args.unknown_options(&["first", "sides", "stall-rounds", "cards"]);
    if !unknown.is_empty() {
        return Err(format!("unknown option(s): {}", unknown.join(" ")));
    }
    let players = args.players.unwrap_or(3);
    let players = u8::try_from(players).map_err(|_| "--players must be 2 to 4".to_string())?;
    let mut config = Config::new(players);
    if let Some(first) = args.option("first") {
        let seat: u8 = first
            .parse()
            .map_err(|_| format!("--first needs a seat number, not {first:?}"))?;
        config = config.with_first_player(PlayerId(seat));
    }
    if let Some(sides) = args.option("sides") {
        config = config.with_sides(match sides {
            "random" => ProjectSides::Random,
            "soviet" => ProjectSides::Soviet,
            "american" => ProjectSides::American,
            other => {
                return Err(format!(
                    "--sides is random, soviet or american, not {other:?}"
                ))
            }
        });
    }
    if let Some(rounds) = args.option("stall-rounds") {
        let rounds: u8 = rounds
            .parse()
            .map_err(|_| format!("--stall-rounds needs a number, not {rounds:?}"))?;
        config = config.with_stall_rounds(rounds);
    }
    config.validate().map_err(|e| e.to_string())?;
    Ok(config)
}

fn main() -> ExitCode {
    let args = Args::parse();
    match config(&args) {
        Ok(config) if args.option("cards").is_some() => {
            let mut sheet = String::new();
            match LetsGo::card_sheet(&config, &mut sheet) {
                Ok(()) => {
                    print!("{sheet}");
                    ExitCode::SUCCESS
                }
                Err(_) => ExitCode::FAILURE,
            }
        }
        Ok(config) => run::<LetsGo>(&args, &config),
        Err(e) => {
            eprintln!(
                "{e}\n{USAGE}\n  --first N  --sides random|soviet|american  --stall-rounds N  --cards"
            );
            ExitCode::from(2)
        }
    }
}
