//! Apogee: a seeded game between random bots, narrated event by event, or
//! (`--play`) one seat played in the terminal against them.
//!
//! ```text
//! cargo run --release --example apogee -- --seed 7 --players 3 --mission 4
//! cargo run --release --example apogee -- --players 1 --mission 2
//! cargo run --release --example apogee -- --play --seat 0
//! ```
//!
//! Options: `--seed N`, `--players 1..5` (default 3; 1 = solo), `--play`,
//! `--seat N`, `--mission N` (1..12, or 1..6 solo; default 1),
//! `--single-winner` (the tie-break variant), `--turn-cap N` (1..100,
//! default 40; multiplayer only), `--cards` (print the card sheet and stop).

use std::process::ExitCode;

use apogee_rules::cardgame_core::Describe;
use apogee_rules::{Apogee, Config, Mission, SoloMission};
use space_games_examples::{run, Args, USAGE};

fn config(args: &Args) -> Result<Config, String> {
    let unknown = args.unknown_options(&["mission", "single-winner", "turn-cap", "cards"]);
    if !unknown.is_empty() {
        return Err(format!("unknown option(s): {}", unknown.join(" ")));
    }
    let players = u8::try_from(args.players.unwrap_or(3))
        .map_err(|_| "--players must be 1 to 5".to_string())?;
    let number: usize = match args.option("mission") {
        Some(m) => m
            .parse()
            .map_err(|_| format!("--mission needs a number, not {m:?}"))?,
        None => 1,
    };
    let config = if players == 1 {
        let m = SoloMission::ALL
            .get(number.wrapping_sub(1))
            .ok_or_else(|| format!("solo --mission is 1 to 6, not {number}"))?;
        Config::new(1).with_mission(*m)
    } else {
        let m = Mission::ALL
            .get(number.wrapping_sub(1))
            .ok_or_else(|| format!("--mission is 1 to 12, not {number}"))?;
        Config::new(players).with_mission(*m)
    };
    let mut config =
        config.with_single_winner(args.option("single-winner").is_some_and(|v| v != "false"));
    if let Some(cap) = args.option("turn-cap") {
        let cap = cap
            .parse()
            .map_err(|_| format!("--turn-cap needs a number, not {cap:?}"))?;
        config = config.with_turn_cap(cap);
    }
    config.validate().map_err(|e| e.to_string())?;
    Ok(config)
}

fn main() -> ExitCode {
    let args = Args::parse();
    match config(&args) {
        Ok(config) if args.option("cards").is_some() => {
            let mut sheet = String::new();
            match Apogee::card_sheet(&config, &mut sheet) {
                Ok(()) => {
                    print!("{sheet}");
                    ExitCode::SUCCESS
                }
                Err(_) => ExitCode::FAILURE,
            }
        }
        Ok(config) => run::<Apogee>(&args, &config),
        Err(e) => {
            eprintln!("{e}\n{USAGE}\n  --mission N  --single-winner  --turn-cap N  --cards");
            ExitCode::from(2)
        }
    }
}
