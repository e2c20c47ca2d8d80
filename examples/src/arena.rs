//! The arena: seat-rotated games between bots, played in parallel, with a
//! table (or JSON lines) of how each bot did.

use std::fmt::Write as _;
use std::str::FromStr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use cardgame_core::greedy::ScoredRollout;
use cardgame_core::ismcts::{win_shares, IsMcts};
use cardgame_core::{
    Bot, Determinize, Evaluate, GameRng, Greedy, PlayerId, PlayerSet, RandomBot, SeatView,
    SeatWorlds, Viewer,
};
use rayon::prelude::*;

use crate::text::plural;

/// A bot named on the command line: `random`, `greedy`, or `ismcts:N` (N
/// iterations per decision, default 1000).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BotSpec {
    /// Uniformly random legal actions.
    Random,
    /// One-ply greedy on the game's score estimate.
    Greedy,
    /// Information-set MCTS with this many iterations per decision.
    IsMcts(u32),
}

impl FromStr for BotSpec {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        match s {
            "random" => return Ok(BotSpec::Random),
            "greedy" => return Ok(BotSpec::Greedy),
            "ismcts" => return Ok(BotSpec::IsMcts(1000)),
            _ => {}
        }
        if let Some(n) = s.strip_prefix("ismcts:") {
            return match n.parse::<u32>() {
                Ok(n) if n > 0 => Ok(BotSpec::IsMcts(n)),
                _ => Err(format!(
                    "ismcts takes a number of iterations from 1 up, as in ismcts:1000, not \"{n}\""
                )),
            };
        }
        Err(format!(
            "\"{s}\" is not a bot: choose random, greedy or ismcts:N (N iterations per decision)"
        ))
    }
}

impl std::fmt::Display for BotSpec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BotSpec::Random => f.write_str("random"),
            BotSpec::Greedy => f.write_str("greedy"),
            BotSpec::IsMcts(n) => write!(f, "ismcts:{n}"),
        }
    }
}

/// Makes the bot a spec names, for one game type.
pub type BotFactory<G> = fn(&BotSpec) -> Box<dyn Bot<G> + Send>;

/// The bot `spec` names, for any game with a score estimate.
pub fn make_bot<G>(spec: &BotSpec) -> Box<dyn Bot<G> + Send>
where
    G: Evaluate + 'static,
    G::Action: Send,
{
    match spec {
        BotSpec::Random => Box::new(RandomBot),
        BotSpec::Greedy => Box::new(Greedy),
        BotSpec::IsMcts(n) => Box::new(IsMcts::<G, ScoredRollout>::scored(*n)),
    }
}

/// How one bot did over the arena.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct BotStats {
    /// The bot, as named on the command line (with its seat list position
    /// when the same bot is named twice).
    pub bot: String,
    /// Games it played (a bot named for two seats counts each seat).
    pub games: u64,
    /// Wins, a win shared by k seats counting 1/k.
    pub wins: f64,
    /// `wins / games`, in [0, 1].
    pub win_rate: f64,
    /// The 95% confidence interval of the win rate (Wilson score interval).
    pub ci95_low: f64,
    /// Upper end of the interval.
    pub ci95_high: f64,
    /// Its mean final score, in the game's own unit.
    pub mean_score: f64,
    /// Its mean number of decisions per game.
    pub decisions_per_game: f64,
    /// Its mean thinking time per decision, in microseconds.
    pub us_per_decision: f64,
    /// IS-MCTS iterations per second of thinking (0 for other bots).
    pub iterations_per_s: f64,
    /// Its games that a cap ended (a turn cap or the stall rule) rather
    /// than the rulebook's own end.
    pub capped: u64,
}

/// The name of the row of the seats the rules play themselves.
pub const RULES_SEATS: &str = "AI seats (rules)";

/// What an arena run is asked to do.
#[derive(Clone, Debug)]
pub struct ArenaPlan {
    /// One bot per seat the bots play, rotated over those seats from game
    /// to game.
    pub bots: Vec<BotSpec>,
    /// Seats the rules play themselves (Space Race's AI seats): no bot sits
    /// there, and their results make one row of their own,
    /// [`RULES_SEATS`].
    pub rules_seats: PlayerSet,
    /// Games to play.
    pub games: u64,
    /// The seed of game 0 (game `i` uses `seed + i`).
    pub seed: u64,
}

#[derive(Clone, Debug, Default)]
struct Tally {
    games: u64,
    wins: f64,
    score: f64,
    decisions: u64,
    nanos: u128,
    iterations: u64,
    capped: u64,
}

/// Plays the arena's games in parallel (on the current rayon pool), calling
/// `tick` after each game. Seats rotate among the bots: in game `i`, the
/// `j`-th seat not in `plan.rules_seats` is played by
/// `bots[(j + i) % bots.len()]`. The rows: one per bot, then, if the rules
/// play any seat, one for those seats ([`RULES_SEATS`]).
///
/// # Errors
/// A config the game refuses, or a bot list whose length is not the count
/// of seats the bots play.
pub fn run<G>(
    config: &G::Config,
    plan: &ArenaPlan,
    make: BotFactory<G>,
    tick: &(dyn Fn() + Sync),
) -> Result<Vec<BotStats>, String>
where
    G: Determinize + Send + Sync,
    G::Config: Sync,
    G::Action: Send,
{
    let probe = G::new(config, plan.seed).map_err(|e| e.to_string())?;
    let seats = probe.num_players();
    let rules = plan.rules_seats.intersection(PlayerSet::all(seats)).len();
    let for_bots = seats - rules;
    if for_bots == 0 {
        return Err(format!(
            "the rules play all {seats} seats of this game: leave at least one seat to the bots"
        ));
    }
    if plan.bots.len() != for_bots {
        let which = if rules == 0 {
            format!("the game has {seats} seats: name one bot per seat")
        } else {
            format!(
                "the game has {} for bots ({seats} seats, {} the rules play): name one bot per \
                 seat that is not an AI seat",
                plural(for_bots as i64, "seat"),
                if rules == 1 {
                    String::from("1 of them an AI seat")
                } else {
                    format!("{rules} of them AI seats")
                }
            )
        };
        return Err(format!(
            "--bots names {} bot(s) but {which}",
            plan.bots.len()
        ));
    }
    let failures = AtomicU64::new(0);
    let rows = plan.bots.len() + usize::from(rules > 0);
    let tallies: Vec<Vec<Tally>> = (0..plan.games)
        .into_par_iter()
        .map(|i| {
            let seed = plan.seed.wrapping_add(i);
            let r = play_one::<G>(config, seed, i as usize, plan, make);
            if r.is_none() {
                failures.fetch_add(1, Ordering::Relaxed);
            }
            tick();
            r.unwrap_or_default()
        })
        .collect();
    if failures.load(Ordering::Relaxed) > 0 {
        return Err(format!(
            "{} game(s) could not be played to the end",
            failures.load(Ordering::Relaxed)
        ));
    }
    let mut total = vec![Tally::default(); rows];
    for game in tallies {
        for (t, g) in total.iter_mut().zip(game) {
            t.games += g.games;
            t.wins += g.wins;
            t.score += g.score;
            t.decisions += g.decisions;
            t.nanos += g.nanos;
            t.iterations += g.iterations;
            t.capped += g.capped;
        }
    }
    Ok(total
        .iter()
        .enumerate()
        .map(|(k, t)| {
            let name = match plan.bots.get(k) {
                None => RULES_SEATS.to_string(),
                Some(bot) if plan.bots.iter().filter(|b| *b == bot).count() > 1 => {
                    format!("{bot} (#{})", k + 1)
                }
                Some(bot) => bot.to_string(),
            };
            stats(name, t)
        })
        .collect())
}

/// Plays game `i`; the tally is per entry of `plan.bots`, then one for the
/// seats the rules play (if any).
fn play_one<G>(
    config: &G::Config,
    seed: u64,
    i: usize,
    plan: &ArenaPlan,
    make: BotFactory<G>,
) -> Option<Vec<Tally>>
where
    G: Determinize,
{
    let mut g = G::new(config, seed).ok()?;
    let seats = g.num_players();
    let m = plan.bots.len();
    // The `j`-th seat the bots play is played by entry (j + i) % m; every
    // seat the rules play by entry m.
    let mut entries = Vec::with_capacity(seats);
    let mut j = 0;
    for s in 0..seats {
        if plan.rules_seats.contains(PlayerId(s as u8)) {
            entries.push(m);
        } else {
            entries.push((j + i) % m.max(1));
            j += 1;
        }
    }
    let mut bots: Vec<Option<Box<dyn Bot<G> + Send>>> = entries
        .iter()
        .map(|&e| plan.bots.get(e).map(make))
        .collect();
    let mut tally = vec![Tally::default(); m + usize::from(j < seats)];
    let mut rng = GameRng::from_u64(seed ^ 0xa2e7_a000);
    let mut legal = Vec::new();
    let mut steps = 0u64;
    while !g.is_finished() {
        let to_act = g.to_act();
        let k = rng.below(to_act.len() as u32) as usize;
        let seat = to_act.iter().nth(k)?;
        let obs = g.observe(Viewer::Seat(seat));
        g.legal_actions_into(seat, &mut legal);
        let worlds = SeatWorlds::new(&g, seat);
        let view = SeatView::new(seat, &obs, &legal).with_worlds(&worlds);
        let started = Instant::now();
        // A seat the rules play never decides; if it were asked to, the
        // game could not go on.
        let bot = bots.get_mut(seat.index())?.as_mut()?;
        let action = bot.choose(&view, &mut rng)?;
        let t = tally.get_mut(*entries.get(seat.index())?)?;
        t.nanos += started.elapsed().as_nanos();
        t.decisions += 1;
        t.iterations += u64::from(bot.last_iterations());
        g.apply(seat, &action).ok()?;
        steps += 1;
        if steps > g.decision_bound() {
            return None;
        }
    }
    let outcome = g.outcome()?;
    let shares = win_shares(&outcome);
    for (s, &e) in entries.iter().enumerate() {
        let t = tally.get_mut(e)?;
        let p = PlayerId(s as u8);
        t.games += 1;
        t.capped += u64::from(outcome.truncated());
        t.wins += shares.get(p).copied().unwrap_or(0.0);
        t.score += f64::from(outcome.scores.get(p).copied().unwrap_or(0));
    }
    Some(tally)
}

fn stats(bot: String, t: &Tally) -> BotStats {
    let n = t.games.max(1) as f64;
    let p = t.wins / n;
    // Wilson score interval at 95%.
    let z = 1.96_f64;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * ((p * (1.0 - p) / n) + z * z / (4.0 * n * n)).sqrt() / denom;
    let secs = t.nanos as f64 / 1e9;
    BotStats {
        bot,
        games: t.games,
        wins: t.wins,
        win_rate: p,
        ci95_low: (centre - half).max(0.0),
        ci95_high: (centre + half).min(1.0),
        mean_score: t.score / n,
        decisions_per_game: t.decisions as f64 / n,
        us_per_decision: if t.decisions == 0 {
            0.0
        } else {
            t.nanos as f64 / 1e3 / t.decisions as f64
        },
        iterations_per_s: if secs > 0.0 {
            t.iterations as f64 / secs
        } else {
            0.0
        },
        capped: t.capped,
    }
}

/// The arena's table, for people.
pub fn table(game: &str, config: &str, stats: &[BotStats]) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{game} ({config})");
    let _ = writeln!(
        s,
        "{:<16} {:>6} {:>6} {:>8} {:>15} {:>10} {:>8} {:>11} {:>12}",
        "bot",
        "games",
        "wins",
        "win rate",
        "95% interval",
        "mean score",
        "dec/game",
        "µs/decision",
        "iterations/s"
    );
    for b in stats {
        // The seats the rules play take no decisions: no time to show.
        let (per_game, per_decision) = if b.decisions_per_game > 0.0 {
            (
                format!("{:.1}", b.decisions_per_game),
                format!("{:.1}", b.us_per_decision),
            )
        } else {
            ("–".to_string(), "–".to_string())
        };
        let _ = writeln!(
            s,
            "{:<16} {:>6} {:>6.1} {:>7.1}% {:>5.1}% – {:>5.1}% {:>10.2} {:>8} {:>11} {:>12}",
            b.bot,
            b.games,
            b.wins,
            100.0 * b.win_rate,
            100.0 * b.ci95_low,
            100.0 * b.ci95_high,
            b.mean_score,
            per_game,
            per_decision,
            if b.iterations_per_s > 0.0 {
                format!("{:.0}", b.iterations_per_s)
            } else {
                "–".to_string()
            }
        );
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use space_race_rules::SpaceRace;

    fn arena<G>(
        config: &G::Config,
        bots: &[BotSpec],
        rules_seats: PlayerSet,
        games: u64,
    ) -> Result<Vec<BotStats>, String>
    where
        G: Determinize + Evaluate + Send + Sync + 'static,
        G::Config: Sync,
        G::Action: Send,
    {
        let plan = ArenaPlan {
            bots: bots.to_vec(),
            rules_seats,
            games,
            seed: 5,
        };
        run::<G>(config, &plan, make_bot::<G>, &|| {})
    }

    #[test]
    fn ai_seats_are_played_by_the_rules_and_make_a_row_of_their_own() {
        // Three seats, the last an AI seat: two bots rotate over the first
        // two, and the AI seat's games, wins and score make the last row.
        let config = space_race_rules::Config::new(3).with_ai(1);
        let ai = PlayerSet::only(PlayerId(2));
        let stats = arena::<SpaceRace>(&config, &[BotSpec::Greedy, BotSpec::Random], ai, 12)
            .expect("the arena plays");
        let names: Vec<&str> = stats.iter().map(|s| s.bot.as_str()).collect();
        assert_eq!(names, ["greedy", "random", RULES_SEATS]);
        for s in &stats {
            assert_eq!(s.games, 12, "{}", s.bot);
        }
        assert!(stats[0].decisions_per_game > 0.0 && stats[1].decisions_per_game > 0.0);
        assert_eq!(stats[2].decisions_per_game, 0.0);
        // Every game's win is shared out among the three rows.
        let wins: f64 = stats.iter().map(|s| s.wins).sum();
        assert!((wins - 12.0).abs() < 1e-9, "{wins}");
        let table = table("Space Race", "3 players, 1 AI", &stats);
        let row = table
            .lines()
            .find(|l| l.starts_with(RULES_SEATS))
            .expect("a row for the AI seats");
        assert_eq!(row.matches('–').count(), 4, "{row}");

        // Four AI seats: one bot, and the AI row counts each AI seat.
        let config = space_race_rules::Config::new(5).with_ai(4);
        let ai: PlayerSet = (1..5).map(PlayerId).collect();
        let stats = arena::<SpaceRace>(&config, &[BotSpec::Random], ai, 6).expect("plays");
        assert_eq!((stats[0].games, stats[1].games), (6, 24));
    }

    #[test]
    fn the_bot_list_must_fit_the_seats_the_bots_play() {
        let config = space_race_rules::Config::new(3).with_ai(1);
        let ai = PlayerSet::only(PlayerId(2));
        let three = [BotSpec::Random, BotSpec::Random, BotSpec::Random];
        let err = arena::<SpaceRace>(&config, &three, ai, 2).expect_err("3 bots, 2 seats for bots");
        assert!(
            err.contains("2 seats for bots (3 seats, 1 of them an AI seat the rules play)"),
            "{err}"
        );
        let err = arena::<SpaceRace>(&config, &three, PlayerSet::all(3), 2)
            .expect_err("no seat left to the bots");
        assert!(err.contains("the rules play all 3 seats"), "{err}");
        // Without AI seats: one bot per seat, as ever.
        let config = space_race_rules::Config::new(2);
        let err =
            arena::<SpaceRace>(&config, &three, PlayerSet::EMPTY, 2).expect_err("3 bots, 2 seats");
        assert!(
            err.contains("the game has 2 seats: name one bot per seat"),
            "{err}"
        );
        let stats = arena::<SpaceRace>(&config, &three[..2], PlayerSet::EMPTY, 4).expect("plays");
        assert_eq!(stats.len(), 2);
        assert!(stats
            .iter()
            .all(|s| s.games == 4 && s.decisions_per_game > 0.0));
    }
}
