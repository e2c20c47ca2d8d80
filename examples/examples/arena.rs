//! The arena: seat-rotated games between bots, in parallel, with a table of
//! how each bot did (or one JSON object per bot per line with `--json`).
//!
//! ```text
//! cargo run --release --example arena -- --game lets-go --players 3 \
//!     --bots ismcts:1000,greedy,random --games 1000 --threads 2 --seed 1
//! ```
//!
//! `--game` takes the examples' names (`lets-go`, `apogee`, `red-planet`,
//! `space-race`) with the same variant options as each game's example.
//! Space Race's AI seats (`--ai K`) play by the rules' own procedures: the
//! bots rotate over the other seats, and the AI seats' results make a row
//! of their own.

use std::process::ExitCode;
use std::time::Instant;

use clap::Parser;
use indicatif::{ProgressBar, ProgressStyle};
use space_games::cardgame_core::{PlayerId, PlayerSet};
use space_games::{apogee, lets_go, red_planet, space_race, Spec};
use space_games_examples::arena::{self, make_bot, ArenaPlan, BotSpec, BotStats};
use space_games_examples::cli::whole;
use space_games_examples::text::hanging;

/// Seat-rotated games between bots, played in parallel.
#[derive(Debug, Parser)]
#[command(
    name = "arena",
    about = "Seat-rotated games between bots, played in parallel, and how each bot did",
    long_about = None,
    next_line_help = true
)]
struct Cli {
    /// The game.
    #[arg(long, value_parser = ["lets-go", "apogee", "red-planet", "space-race"])]
    game: String,
    /// Seats (the game's default when left out).
    #[arg(long)]
    players: Option<u8>,
    /// One bot per seat, comma-separated: random, greedy, ismcts:N (N iterations per decision).
    ///
    /// Space Race's AI seats (--ai) play by the rules: name no bot for them.
    #[arg(long, value_delimiter = ',', default_value = "ismcts:1000,random")]
    bots: Vec<BotSpec>,
    /// Games to play, 1 to 100000000.
    #[arg(long, default_value_t = 100, value_parser = whole(1u64, 100_000_000))]
    games: u64,
    /// Threads to play on, 1 to 256.
    #[arg(long, default_value_t = 2, value_parser = whole(1u16, 256))]
    threads: u16,
    /// The seed of the first game (game i uses seed + i).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Print one JSON object per bot per line instead of the table.
    #[arg(long)]
    json: bool,
    /// Apogee: the Mission, 1 to 12 (1 to 6 solo).
    ///
    /// Space Race: mercury, vostok, cassini or apollo.
    #[arg(long)]
    mission: Option<String>,
    /// Apogee: one winner by the tie-break variant.
    #[arg(long)]
    single_winner: bool,
    /// Apogee: the turn cap (not in solo).
    #[arg(long)]
    turn_cap: Option<u8>,
    /// Mission: Red Planet: the board, 1 to 4.
    #[arg(long)]
    board: Option<u8>,
    /// Space Race: AI seats among the players.
    #[arg(long)]
    ai: Option<u8>,
    /// Space Race: the thematic setup side.
    #[arg(long)]
    thematic: bool,
    /// Space Race: with the Cold War expansion.
    #[arg(long)]
    cold_war: bool,
    /// Let's Go: the First Player's seat.
    #[arg(long)]
    first: Option<u8>,
    /// Let's Go: Project sides, random, soviet or american.
    #[arg(long)]
    sides: Option<String>,
    /// Let's Go: the stall rule's rounds.
    #[arg(long)]
    stall_rounds: Option<u8>,
}

impl Cli {
    /// The game specification the options make (every option checked by the
    /// game's own parameter rules, so a wrong one names what is allowed).
    fn spec(&self) -> Spec {
        let mut params = std::collections::BTreeMap::new();
        let mut put = |k: &str, v: Option<String>| {
            if let Some(v) = v {
                params.insert(k.to_string(), v);
            }
        };
        put("players", self.players.map(|n| n.to_string()));
        put("mission", self.mission.clone());
        put("single-winner", self.single_winner.then(|| "true".into()));
        put("turn-cap", self.turn_cap.map(|n| n.to_string()));
        put("board", self.board.map(|n| n.to_string()));
        put("ai", self.ai.map(|n| n.to_string()));
        put("thematic", self.thematic.then(|| "true".into()));
        put("cold-war", self.cold_war.then(|| "true".into()));
        put("first", self.first.map(|n| n.to_string()));
        put("sides", self.sides.clone());
        put("stall-rounds", self.stall_rounds.map(|n| n.to_string()));
        Spec {
            name: self.game.clone(),
            params,
        }
    }
}

/// Plays the arena; `rules_seats`: the seats the rules play themselves.
fn play<G>(
    cli: &Cli,
    spec: &Spec,
    config: &G::Config,
    rules_seats: PlayerSet,
) -> Result<Vec<BotStats>, String>
where
    G: cardgame_core::Evaluate + cardgame_core::Determinize + Send + Sync + 'static,
    G::Config: Sync,
    G::Action: Send,
{
    let plan = ArenaPlan {
        bots: cli.bots.clone(),
        rules_seats,
        games: cli.games,
        seed: cli.seed,
    };
    let bar = if cli.json {
        ProgressBar::hidden()
    } else {
        ProgressBar::new(cli.games)
    };
    bar.set_style(
        ProgressStyle::with_template(
            "{prefix} [{bar:40}] {pos}/{len} games, {elapsed} (eta {eta})",
        )
        .map_err(|e| e.to_string())?
        .progress_chars("=> "),
    );
    bar.set_prefix(spec.to_string());
    let tick = || bar.inc(1);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(usize::from(cli.threads))
        .build()
        .map_err(|e| e.to_string())?;
    let stats = pool.install(|| arena::run::<G>(config, &plan, make_bot::<G>, &tick));
    bar.finish_and_clear();
    stats
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let spec = cli.spec();
    let started = Instant::now();
    let result = match cli.game.as_str() {
        "lets-go" => space_games::lets_go_config(&spec)
            .map_err(|e| e.to_string())
            .and_then(|c| play::<lets_go::LetsGo>(&cli, &spec, &c, PlayerSet::EMPTY)),
        "apogee" => space_games::apogee_config(&spec)
            .map_err(|e| e.to_string())
            .and_then(|c| play::<apogee::Apogee>(&cli, &spec, &c, PlayerSet::EMPTY)),
        "red-planet" => space_games::red_planet_config(&spec)
            .map_err(|e| e.to_string())
            .and_then(|c| play::<red_planet::RedPlanet>(&cli, &spec, &c, PlayerSet::EMPTY)),
        _ => space_games::space_race_config(&spec)
            .map_err(|e| e.to_string())
            .and_then(|c| {
                // Its AI seats play by the rules' own procedures.
                let ai = c
                    .seats
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| s.kind == space_race::SeatKind::Ai)
                    .map(|(i, _)| PlayerId(i as u8))
                    .collect();
                play::<space_race::SpaceRace>(&cli, &spec, &c, ai)
            }),
    };
    match result {
        Ok(stats) => {
            if cli.json {
                for s in &stats {
                    match serde_json::to_string(s) {
                        Ok(line) => println!("{line}"),
                        Err(e) => {
                            eprintln!("{}", hanging("arena: ", &e.to_string(), 2));
                            return ExitCode::FAILURE;
                        }
                    }
                }
            } else {
                let title = space_games::GAMES
                    .iter()
                    .find(|g| g.name == cli.game)
                    .map_or(cli.game.as_str(), |g| g.title);
                print!("{}", arena::table(title, &spec.to_string(), &stats));
                // Every seat plays every game, so the first bot's count is the run's.
                if let Some(capped) = stats.first().map(|s| s.capped).filter(|&c| c > 0) {
                    println!(
                        "{capped} of {} games ended at a cap, not by the rulebook's end",
                        cli.games
                    );
                }
                println!(
                    "{} games on {} thread(s) in {:.1} s, seed {}",
                    cli.games,
                    cli.threads,
                    started.elapsed().as_secs_f64(),
                    cli.seed
                );
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{}", hanging("arena: ", &e.to_string(), 2));
            ExitCode::from(2)
        }
    }
}
