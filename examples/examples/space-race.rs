//! Space Race (with the Cold War expansion): a seeded game between random
//! bots (and AI players), narrated event by event, or (`--play`) one faction
//! played in the terminal against AI players.
//!
//! ```text
//! cargo run --release --example space-race -- --seed 7 --players 3
//! cargo run --release --example space-race -- --players 4 --ai 2 --mission vostok --thematic
//! cargo run --release --example space-race -- --play --players 3
//! ```
//!
//! Options: `--seed N`, `--players 2..5` (seats in all, default 3), `--ai K`
//! (AI seats among them; default 0, or all but yours with `--play`),
//! `--mission mercury|vostok|cassini|apollo`, `--thematic`, `--cold-war`,
//! `--play`, `--seat N`, `--cards` (print the card sheet and stop).

use std::process::ExitCode;

use space_games_examples::{run, Args, USAGE};
use space_race_rules::cardgame_core::Describe;
use space_race_rules::{Config, Mission, SetupSide, SpaceRace};

const OPTIONS: &str =
    "  --ai K  --mission mercury|vostok|cassini|apollo  --thematic  --cold-war  --cards";

fn config(args: &Args) -> Result<Config, String> {
    let unknown = args.unknown_options(&["ai", "mission", "thematic", "cold-war", "cards"]);
    if !unknown.is_empty() {
        return Err(format!("unknown option(s): {}", unknown.join(" ")));
    }
    let seats = args.players.unwrap_or(3);
    if !(2..=5).contains(&seats) {
        return Err(format!("--players is 2 to 5 seats in all, not {seats}"));
    }
    let ai = match args.option("ai") {
        Some(k) => k
            .parse::<usize>()
            .map_err(|_| format!("--ai needs a number, not {k:?}"))?,
        None if args.play => seats - 1,
        None => 0,
    };
    if ai >= seats {
        return Err("at least one seat must be human: --ai must be below --players".into());
    }
    let mut config = Config::new(seats as u8).with_ai(ai as u8);
    if args.option("thematic").is_some() {
        config = config.with_setup(SetupSide::Thematic);
    }
    if args.option("cold-war").is_some() {
        config = config.with_cold_war(true);
    }
    if let Some(m) = args.option("mission") {
        let mission = match m.to_lowercase().as_str() {
            "mercury" => Mission::Mercury,
            "vostok" => Mission::Vostok,
            "cassini" | "cassini-huygens" => Mission::CassiniHuygens,
            "apollo" => Mission::Apollo,
            _ => {
                return Err(format!(
                    "--mission is mercury, vostok, cassini or apollo, not {m:?}"
                ))
            }
        };
        config = config.with_mission(mission);
    }
    config.validate().map_err(|e| e.to_string())?;
    if usize::from(args.seat) >= seats - ai {
        return Err(format!(
            "--seat {} is not a human seat (seats 0 to {} are human)",
            args.seat,
            seats - ai - 1
        ));
    }
    Ok(config)
}

fn main() -> ExitCode {
    let args = Args::parse();
    match config(&args) {
        Ok(config) if args.option("cards").is_some() => {
            let mut sheet = String::new();
            match SpaceRace::card_sheet(&config, &mut sheet) {
                Ok(()) => {
                    // A closed pipe (`| head`) is not an error worth a panic.
                    let _ = std::io::Write::write_all(&mut std::io::stdout(), sheet.as_bytes());
                    ExitCode::SUCCESS
                }
                Err(_) => ExitCode::FAILURE,
            }
        }
        Ok(config) => run::<SpaceRace>(&args, &config),
        Err(e) => {
            eprintln!("{e}\n{USAGE}\n{OPTIONS}");
            ExitCode::from(2)
        }
    }
}
