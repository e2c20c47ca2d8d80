//! The shared driver of the examples: argument parsing, bot games narrated
//! event by event, and terminal play of one seat against random bots.
//!
//! ```
//! use cardgame_core::testkit::toy::{Bug, Config, HighCard};
//! use space_games_examples::{autoplay, Args};
//!
//! let args = Args::parse_from(["--seed", "3", "--players", "2"]).unwrap();
//! let mut out = Vec::new();
//! let outcome = autoplay::<HighCard>(&Config { seats: 2, bug: Bug::None }, args.seed, &mut out).unwrap();
//! assert_eq!(outcome.scores.len(), 2);
//! assert!(String::from_utf8(out).unwrap().contains("Final scores"));
//! ```

pub mod arena;

use std::fmt::Display;
use std::io::{self, BufRead, Write};

use cardgame_core::event::visible_to;
use cardgame_core::{
    Audience, Bot, Game, GameRng, Logged, Outcome, PlayerId, RandomBot, SeatView, Viewer,
};

/// Command-line options shared by every game's example.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Args {
    /// `--seed N` (default 1).
    pub seed: u64,
    /// `--players N`, if given.
    pub players: Option<usize>,
    /// `--play`: a person plays one seat in the terminal.
    pub play: bool,
    /// `--seat N`: the seat the person plays (default 0).
    pub seat: u8,
    /// Every other `--name value` (or bare `--name`, as `"true"`), in order.
    pub options: Vec<(String, String)>,
}

/// Usage text of the shared options.
pub const USAGE: &str =
    "options: --seed N  --players N  --play  --seat N  --<variant option> VALUE ...";

impl Args {
    /// Parses the process arguments; prints usage and exits on `--help` or an error.
    pub fn parse() -> Args {
        let args: Vec<String> = std::env::args().skip(1).collect();
        if args.iter().any(|a| a == "--help" || a == "-h") {
            println!("{USAGE}");
            std::process::exit(0);
        }
        match Args::parse_from(args) {
            Ok(a) => a,
            Err(e) => {
                eprintln!("{e}\n{USAGE}");
                std::process::exit(2);
            }
        }
    }

    /// Parses a list of arguments.
    ///
    /// # Errors
    /// A message naming the bad argument.
    pub fn parse_from<I, S>(args: I) -> Result<Args, String>
    where
        I: IntoIterator<Item = S>,
        S: Into<String>,
    {
        let args: Vec<String> = args.into_iter().map(Into::into).collect();
        let mut out = Args {
            seed: 1,
            players: None,
            play: false,
            seat: 0,
            options: Vec::new(),
        };
        let mut i = 0;
        while i < args.len() {
            let a = &args[i];
            let value = args.get(i + 1).filter(|v| !v.starts_with("--")).cloned();
            let need = |what: &str| -> Result<String, String> {
                value.clone().ok_or_else(|| format!("{a} needs {what}"))
            };
            match a.as_str() {
                "--seed" => {
                    out.seed = need("a number")?
                        .parse()
                        .map_err(|_| format!("--seed needs a number, not {:?}", value))?;
                    i += 2;
                }
                "--players" => {
                    out.players = Some(
                        need("a number")?
                            .parse()
                            .map_err(|_| format!("--players needs a number, not {:?}", value))?,
                    );
                    i += 2;
                }
                "--seat" => {
                    out.seat = need("a number")?
                        .parse()
                        .map_err(|_| format!("--seat needs a number, not {:?}", value))?;
                    i += 2;
                }
                "--play" => {
                    out.play = true;
                    i += 1;
                }
                other => match other.strip_prefix("--") {
                    Some(name) if !name.is_empty() => match value {
                        Some(v) => {
                            out.options.push((name.into(), v));
                            i += 2;
                        }
                        None => {
                            out.options.push((name.into(), "true".into()));
                            i += 1;
                        }
                    },
                    _ => return Err(format!("unexpected argument {other:?}")),
                },
            }
        }
        Ok(out)
    }

    /// The value of `--name`, if given.
    pub fn option(&self, name: &str) -> Option<&str> {
        self.options
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The options not in `known`: the example reports them as errors.
    pub fn unknown_options(&self, known: &[&str]) -> Vec<String> {
        self.options
            .iter()
            .filter(|(n, _)| !known.contains(&n.as_str()))
            .map(|(n, _)| format!("--{n}"))
            .collect()
    }
}

fn audience_tag(a: Audience) -> String {
    match a {
        Audience::All => String::new(),
        Audience::Seats(s) => {
            let names: Vec<String> = s.iter().map(|p| p.to_string()).collect();
            format!("[{} only] ", names.join(","))
        }
        Audience::AllExcept(s) => {
            let names: Vec<String> = s.iter().map(|p| p.to_string()).collect();
            format!("[all but {}] ", names.join(","))
        }
    }
}

/// Prints the final scores and winners.
///
/// # Errors
/// Writing to `out`.
pub fn print_outcome(out: &mut impl Write, outcome: &Outcome) -> io::Result<()> {
    writeln!(out, "Final scores:")?;
    for (p, s) in outcome.scores.iter() {
        let place = outcome.places.get(p).copied().unwrap_or(0);
        let won = if outcome.winners.contains(p) {
            "  winner"
        } else {
            ""
        };
        writeln!(out, "  {p}: {s:>4}  place {place}{won}")?;
    }
    if outcome.winners.is_empty() {
        writeln!(out, "Nobody wins.")?;
    }
    if outcome.capped {
        writeln!(out, "(The game was ended by its configured cap.)")?;
    }
    Ok(())
}

/// Plays a seeded game between random bots to the end, narrating every event
/// (private ones marked with their audience) and the final scores.
///
/// # Errors
/// Setup errors and refused actions as `io::Error`s of kind `InvalidInput`, and
/// write errors.
pub fn autoplay<G>(config: &G::Config, seed: u64, out: &mut impl Write) -> io::Result<Outcome>
where
    G: Game,
    G::Event: Display,
{
    let mut g = G::new(config, seed)
        .map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, e.to_string()))?;
    let mut rng = GameRng::from_u64(seed ^ 0xb075);
    let mut bot = RandomBot;
    writeln!(out, "{} — seed {seed}, {} seats", G::NAME, g.num_players())?;
    let mut legal = Vec::new();
    let mut decisions = 0u64;
    while !g.is_finished() {
        let to_act = g.to_act();
        let k = rng.below(to_act.len() as u32) as usize;
        let p = to_act.iter().nth(k).unwrap_or(PlayerId(0));
        g.legal_actions_into(p, &mut legal);
        let obs = g.observe(Viewer::Seat(p));
        let Some(a) = bot.choose(&SeatView::<G>::new(p, &obs, &legal), &mut rng) else {
            break;
        };
        let mut log: Vec<Logged<G::Event>> = Vec::new();
        g.apply_with_events(p, &a, &mut log)
            .map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, e.to_string()))?;
        decisions += 1;
        writeln!(out, "{p} → {a}")?;
        for l in &log {
            writeln!(out, "    {}{}", audience_tag(l.audience), l.event)?;
        }
    }
    writeln!(out, "Game over after {decisions} decisions.")?;
    let outcome = g
        .outcome()
        .ok_or_else(|| io::Error::other("the game stopped before its end"))?;
    print_outcome(out, &outcome)?;
    Ok(outcome)
}

/// Lets a person play `seat` against random bots: before each of the
/// person's decisions it shows that seat's observation and the numbered legal
/// actions; the person answers with a number or an action's text (`q` quits).
/// The person sees only the events their seat may see.
///
/// Returns the outcome, or `None` if the person quit or input ended.
///
/// # Errors
/// Setup errors and write errors.
pub fn play_terminal<G>(
    config: &G::Config,
    seed: u64,
    seat: PlayerId,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> io::Result<Option<Outcome>>
where
    G: Game,
    G::Event: Display,
    G::Observation: Display,
{
    let mut g = G::new(config, seed)
        .map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, e.to_string()))?;
    if seat.index() >= g.num_players() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!(
                "--seat {} is not a seat of a {}-seat game",
                seat.0,
                g.num_players()
            ),
        ));
    }
    let me = Viewer::Seat(seat);
    let mut rng = GameRng::from_u64(seed ^ 0xb075);
    let mut bot = RandomBot;
    writeln!(
        out,
        "{} — seed {seed}; you are {seat}. Answer with a number or an action; q quits.",
        G::NAME
    )?;
    let mut legal = Vec::new();
    let mut line = String::new();
    while !g.is_finished() {
        let to_act = g.to_act();
        let p = if to_act.contains(seat) {
            seat
        } else {
            let k = rng.below(to_act.len() as u32) as usize;
            to_act.iter().nth(k).unwrap_or(PlayerId(0))
        };
        g.legal_actions_into(p, &mut legal);
        let action = if p == seat {
            writeln!(out, "\n{}", g.observe(me))?;
            for (i, a) in legal.iter().enumerate() {
                writeln!(out, "  {:>3}. {a}", i + 1)?;
            }
            loop {
                write!(out, "{seat}> ")?;
                out.flush()?;
                line.clear();
                if input.read_line(&mut line)? == 0 {
                    return Ok(None);
                }
                let t = line.trim();
                if t == "q" || t == "quit" {
                    return Ok(None);
                }
                if let Ok(i) = t.parse::<usize>() {
                    match legal.get(i.wrapping_sub(1)) {
                        Some(a) => break a.clone(),
                        None => {
                            writeln!(out, "Choose 1 to {}.", legal.len())?;
                            continue;
                        }
                    }
                }
                match t.parse::<G::Action>() {
                    Ok(a) => match g.validate(seat, &a) {
                        Ok(()) => break a,
                        Err(e) => writeln!(out, "Not legal: {e}")?,
                    },
                    Err(_) => writeln!(out, "Not an action: {t:?}. Choose 1 to {}.", legal.len())?,
                }
            }
        } else {
            let obs = g.observe(Viewer::Seat(p));
            match bot.choose(&SeatView::<G>::new(p, &obs, &legal), &mut rng) {
                Some(a) => a,
                None => break,
            }
        };
        let mut log: Vec<Logged<G::Event>> = Vec::new();
        if let Err(e) = g.apply_with_events(p, &action, &mut log) {
            writeln!(out, "Refused: {e}")?;
            continue;
        }
        for e in visible_to(&log, me) {
            writeln!(out, "  {e}")?;
        }
    }
    let outcome = g.outcome();
    if let Some(o) = &outcome {
        writeln!(out)?;
        print_outcome(out, o)?;
    }
    Ok(outcome)
}

/// Runs a game's example: terminal play with `--play`, else a narrated bot
/// game. Returns the process exit code.
pub fn run<G>(args: &Args, config: &G::Config) -> std::process::ExitCode
where
    G: Game,
    G::Event: Display,
    G::Observation: Display,
{
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let result = if args.play {
        let stdin = io::stdin();
        let mut input = stdin.lock();
        play_terminal::<G>(config, args.seed, PlayerId(args.seat), &mut input, &mut out).map(|_| ())
    } else {
        autoplay::<G>(config, args.seed, &mut out).map(|_| ())
    };
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::ExitCode::from(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cardgame_core::testkit::toy::{Bug, Config, HighCard};

    #[test]
    fn args_parse_shared_and_game_options() {
        let a = Args::parse_from([
            "--seed",
            "9",
            "--players",
            "3",
            "--mission",
            "4",
            "--solo",
            "--play",
        ])
        .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(a.seed, 9);
        assert_eq!(a.players, Some(3));
        assert!(a.play);
        assert_eq!(a.option("mission"), Some("4"));
        assert_eq!(a.option("solo"), Some("true"));
        assert_eq!(a.unknown_options(&["mission"]), ["--solo"]);
        assert!(Args::parse_from(["--seed", "x"]).is_err());
        assert!(Args::parse_from(["stray"]).is_err());
    }

    #[test]
    fn terminal_play_accepts_numbers_and_text_and_hides_other_hands() {
        let cfg = Config {
            seats: 2,
            bug: Bug::None,
        };
        let script = "0\nplay 5\nbogus\n".to_string() + &"1\n".repeat(200);
        let mut input = io::Cursor::new(script);
        let mut out = Vec::new();
        let outcome = play_terminal::<HighCard>(&cfg, 4, PlayerId(1), &mut input, &mut out)
            .unwrap_or_else(|e| panic!("{e}"));
        let text = String::from_utf8(out).unwrap_or_default();
        assert!(outcome.is_some(), "{text}");
        assert!(text.contains("Choose 1 to"), "{text}");
        assert!(text.contains("Not legal"), "{text}");
        assert!(text.contains("Not an action"), "{text}");
        // P0's private draws never reach P1's screen.
        assert!(!text.contains("P0 draws card"), "{text}");
        assert!(
            text.contains("P1 draws card") || text.contains("P0 draws a card"),
            "{text}"
        );
    }

    #[test]
    fn terminal_play_stops_when_input_ends() {
        let cfg = Config {
            seats: 2,
            bug: Bug::None,
        };
        let mut input = io::Cursor::new(String::new());
        let mut out = Vec::new();
        let r = play_terminal::<HighCard>(&cfg, 4, PlayerId(0), &mut input, &mut out);
        assert!(matches!(r, Ok(None)));
        let bad = play_terminal::<HighCard>(
            &cfg,
            4,
            PlayerId(5),
            &mut io::Cursor::new(String::new()),
            &mut Vec::new(),
        );
        assert!(bad.is_err());
    }
}
