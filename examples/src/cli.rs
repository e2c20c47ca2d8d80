//! The command line every game's example shares: the seed, watching or
//! playing, the bots, the card sheet. Each example adds its own variant
//! options and flattens [`Common`] into its `clap` parser; [`parse`] sets
//! the example's defaults, and [`run`] checks what depends on the game
//! (seat numbers, options that do not apply) and runs it.

use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::parser::ValueSource;
use clap::{ArgMatches, Command, CommandFactory, FromArgMatches, ValueEnum};

use cardgame_core::PlayerId;

use crate::arena::BotSpec;
use crate::driver::{self, Ending, PlayOptions};
use crate::front::Front;
use crate::text::{hanging_at, wrap};

/// A kind of bot, as `--opponents` and `--bots` name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum BotKind {
    /// Information-set Monte Carlo tree search, the strongest bot.
    Ismcts,
    /// One-ply greedy on the game's score estimate.
    Greedy,
    /// A uniformly random legal action.
    Random,
}

impl BotKind {
    /// The bot spec, with `iterations` for IS-MCTS.
    pub fn spec(self, iterations: u32) -> BotSpec {
        match self {
            BotKind::Ismcts => BotSpec::IsMcts(iterations.max(1)),
            BotKind::Greedy => BotSpec::Greedy,
            BotKind::Random => BotSpec::Random,
        }
    }
}

/// A value parser for a whole number from `lo` to `hi`, whose refusal
/// says so: `expected a whole number from 2 to 4`.
pub fn whole<T>(lo: T, hi: T) -> impl Fn(&str) -> Result<T, String> + Clone + Send + Sync + 'static
where
    T: std::str::FromStr + PartialOrd + std::fmt::Display + Copy + Send + Sync + 'static,
{
    move |s: &str| match s.trim().parse::<T>() {
        Ok(n) if lo <= n && n <= hi => Ok(n),
        _ => Err(format!("expected a whole number from {lo} to {hi}")),
    }
}

/// `--seed`: a whole number from 0 to 2^64 − 1, said so in words a person
/// reads (the bound itself is 20 digits long).
fn seed(s: &str) -> Result<u64, String> {
    whole(0, u64::MAX)(s).map_err(|_| String::from("expected a whole number from 0 to 2^64 - 1"))
}

/// The options of every game's example.
#[derive(Clone, Debug, clap::Args)]
#[command(next_help_heading = "Options of every game")]
pub struct Common {
    /// The seed of the shuffles and dice, 0 or more: the same seed gives the same game.
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = seed)]
    pub seed: u64,

    /// Play one seat yourself in the terminal, against bots.
    #[arg(long)]
    pub play: bool,

    /// With --play: the seat you play, from 0 (the first seat) [default: 0].
    #[arg(long, value_name = "N", requires = "play", value_parser = whole(0, u8::MAX))]
    pub seat: Option<u8>,

    /// With --play: the bots that play the other seats.
    #[arg(long, value_enum, value_name = "BOT", default_value_t = BotKind::Ismcts)]
    pub opponents: BotKind,

    /// With --play and --opponents ismcts: search iterations per decision, 1 to 100000.
    #[arg(long, value_name = "N", value_parser = whole(1u32, 100_000))]
    pub opponent_iterations: u32,

    /// Without --play: the bots that play every seat of the game you watch.
    #[arg(long, value_enum, value_name = "BOT", conflicts_with = "play")]
    pub bots: BotKind,

    /// With --bots ismcts: search iterations per decision, 1 to 100000.
    #[arg(long, value_name = "N", value_parser = whole(1u32, 100_000))]
    pub bot_iterations: u32,

    /// Print every card of the game, like a card sheet, and stop.
    #[arg(long, conflicts_with_all = ["play", "seed", "bots", "bot_iterations", "opponents",
        "opponent_iterations"])]
    pub cards: bool,
}

/// An example's defaults for the options of [`Common`].
#[derive(Clone, Copy, Debug)]
pub struct Defaults {
    /// `--seed`.
    pub seed: &'static str,
    /// `--bots` (for watched games).
    pub bots: &'static str,
    /// `--opponent-iterations` and `--bot-iterations`.
    pub iterations: &'static str,
}

/// The example's command with its defaults set.
pub fn command<C: CommandFactory>(defaults: &Defaults) -> Command {
    C::command()
        .mut_arg("seed", |a| a.required(false).default_value(defaults.seed))
        .mut_arg("bots", |a| a.required(false).default_value(defaults.bots))
        .mut_arg("opponent_iterations", |a| {
            a.required(false).default_value(defaults.iterations)
        })
        .mut_arg("bot_iterations", |a| {
            a.required(false).default_value(defaults.iterations)
        })
}

/// Parses `args` (the program name first) into the example's options.
///
/// # Errors
/// clap's error: an unknown option, a bad value, a missing one.
pub fn parse_from<C, I, T>(args: I, defaults: &Defaults) -> Result<(C, ArgMatches), clap::Error>
where
    C: CommandFactory + FromArgMatches,
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
    let matches = command::<C>(defaults).try_get_matches_from(args)?;
    let options = C::from_arg_matches(&matches)?;
    Ok((options, matches))
}

/// Parses the process's arguments; on `--help` prints the help and exits
/// 0, on an error prints it and exits 2.
pub fn parse<C: CommandFactory + FromArgMatches>(defaults: &Defaults) -> (C, ArgMatches) {
    parse_from::<C, _, _>(std::env::args_os(), defaults).unwrap_or_else(|e| e.exit())
}

/// Whether `id` was given on the command line (not left to its default).
pub fn given(matches: &ArgMatches, id: &str) -> bool {
    matches!(
        matches.try_get_raw(id).map(|_| matches.value_source(id)),
        Ok(Some(ValueSource::CommandLine))
    )
}

/// Refuses an option given where it does not apply: exits 2 with `why`.
pub fn refuse(cmd: &mut Command, why: impl Into<String>) -> ! {
    fail(cmd, ErrorKind::ArgumentConflict, why)
}

/// Exits 2 with clap's `error: ` and `why`, kept within 100 columns.
fn fail(cmd: &mut Command, kind: ErrorKind, why: impl Into<String>) -> ! {
    let text = hanging_at("", &why.into(), 2, 93);
    cmd.error(kind, text.trim_end()).exit()
}

/// The sentence of a config the game refuses: `invalid mission: Apollo
/// needs the Cold War expansion` reads `--mission does not fit the other
/// options: Apollo needs the Cold War expansion`.
fn setup_words(why: &str) -> String {
    match why
        .strip_prefix("invalid ")
        .and_then(|r| r.split_once(": "))
    {
        Some((option, reason)) if !option.contains(' ') => format!(
            "--{} does not fit the other options: {reason}",
            option.replace('_', "-")
        ),
        _ => format!("these options cannot be played: {why}"),
    }
}

/// Turns the facade's refusal of a parameter into a sentence about the
/// command line: `--mission 13 is not valid: expected a whole number from
/// 1 to 12`.
pub fn load_error(e: &space_games::LoadError) -> String {
    match e {
        space_games::LoadError::BadValue {
            key,
            value,
            expected,
            ..
        } => format!("--{key} {value} is not valid: expected {expected}"),
        space_games::LoadError::Setup { why, .. } => setup_words(why),
        other => other.to_string(),
    }
}

/// The name a `ValueEnum` value has on the command line.
pub fn value_name<V: ValueEnum>(v: &V) -> Option<String> {
    v.to_possible_value().map(|p| p.get_name().to_string())
}

/// A facade specification of `game` with these parameters (each `Some`).
pub fn spec(game: &str, params: &[(&str, Option<String>)]) -> space_games::Spec {
    space_games::Spec {
        name: game.to_string(),
        params: params
            .iter()
            .filter_map(|(k, v)| v.as_ref().map(|v| ((*k).to_string(), v.clone())))
            .collect(),
    }
}

/// Runs an example once its options are parsed and its config built (an
/// `Err` config is refused with exit 2): prints the card sheet, or checks
/// the seat and the options that depend on the mode and plays or watches
/// the game. Returns the process's exit code: 0 for a game played to its end
/// or left with `q` or end of input, 2 for options refused, 1 when output
/// fails.
pub fn run<G: Front>(
    common: &Common,
    matches: &ArgMatches,
    config: Result<G::Config, String>,
    mut cmd: Command,
) -> ExitCode {
    let config = match config {
        Ok(c) => c,
        Err(why) => fail(&mut cmd, ErrorKind::ValueValidation, why),
    };
    let stdout = io::stdout();
    let mut out = stdout.lock();
    if common.cards {
        let mut sheet = String::new();
        if G::card_sheet(&config, &mut sheet).is_err() {
            return ExitCode::FAILURE;
        }
        return finish(out.write_all(wrap(&sheet, 0).as_bytes()));
    }
    let probe = match G::new(&config, common.seed) {
        Ok(g) => g,
        Err(e) => fail(
            &mut cmd,
            ErrorKind::ValueValidation,
            setup_words(&e.to_string()),
        ),
    };
    if common.play {
        if common.opponents != BotKind::Ismcts && given(matches, "opponent_iterations") {
            refuse(
                &mut cmd,
                "--opponent-iterations applies only to --opponents ismcts",
            );
        }
        let humans = probe.human_seats();
        let seat = common.seat.unwrap_or(0);
        if usize::from(seat) >= humans {
            let seats = if humans == 1 {
                String::from("the only seat you can play is 0")
            } else {
                format!("the seats you can play are 0 to {}", humans - 1)
            };
            let note = match (humans, probe.num_players()) {
                (h, n) if h + 1 == n => format!(" (seat {h} is an AI player)"),
                (h, n) if h < n => format!(" (seats {h} to {} are AI players)", n - 1),
                _ => String::new(),
            };
            fail(
                &mut cmd,
                ErrorKind::ValueValidation,
                format!("--seat {seat} is not valid: {seats}{note}"),
            );
        }
        let stdin = io::stdin();
        let options = PlayOptions {
            seed: common.seed,
            seat: PlayerId(seat),
            opponents: common.opponents.spec(common.opponent_iterations),
            echo: !stdin.is_terminal(),
        };
        let mut input = stdin.lock();
        let r = driver::play::<G>(&config, &options, &mut input, &mut out);
        finish(r.map(|_: Ending| ()))
    } else {
        for option in ["opponents", "opponent_iterations"] {
            if given(matches, option) {
                refuse(
                    &mut cmd,
                    format!(
                        "--{} applies only with --play (--bots chooses the bots of a watched game)",
                        option.replace('_', "-")
                    ),
                );
            }
        }
        if common.bots != BotKind::Ismcts && given(matches, "bot_iterations") {
            refuse(&mut cmd, "--bot-iterations applies only to --bots ismcts");
        }
        let bots = common.bots.spec(common.bot_iterations);
        finish(driver::watch::<G>(&config, common.seed, &bots, &mut out).map(|_| ()))
    }
}

/// The exit code for how output went: a closed pipe (`| head`) is no error.
fn finish(r: io::Result<()>) -> ExitCode {
    match r {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
