//! Games in the terminal: a game between bots narrated for a spectator
//! ([`watch`]), and one seat played by a person against bots ([`play`]).

use std::fmt::Display;
use std::io::{self, BufRead, Write};

use cardgame_core::event::visible_to;
use cardgame_core::{Bot, Game, GameRng, Logged, Outcome, PlayerId, SeatView, SeatWorlds, Viewer};

use crate::arena::BotSpec;
use crate::front::Front;
use crate::text::{hanging, number_list, plural, wrap};

/// How a played game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// Played to its end.
    Finished(Outcome),
    /// The person left (`q`, `quit`, or end of input).
    Left,
}

/// What a played game is set up with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayOptions {
    /// The game's seed.
    pub seed: u64,
    /// The seat the person plays.
    pub seat: PlayerId,
    /// The bot of every other seat.
    pub opponents: BotSpec,
    /// Whether to repeat each line read after the prompt (for input that
    /// is not typed at a terminal, so that a transcript reads as a dialogue).
    pub echo: bool,
}

/// How many sampled worlds check that a decision revealed nothing.
const WORLDS: usize = 8;

fn invalid(e: impl Display) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidInput, e.to_string())
}

/// The bot in words: `the IS-MCTS bot (1,000 search iterations per decision)`.
pub fn bot_words(spec: &BotSpec) -> String {
    match spec {
        BotSpec::Random => String::from("the random bot"),
        BotSpec::Greedy => String::from("the greedy bot (one step ahead on the score estimate)"),
        BotSpec::IsMcts(n) => {
            let mut s = String::new();
            let _ = cardgame_core::describe::thousands(&mut s, i64::from(*n));
            format!(
                "the IS-MCTS bot (information-set Monte Carlo tree search, {s} iterations per \
                 decision)"
            )
        }
    }
}

/// Writes one event of the narration: a header (a new turn, round or
/// step) after a blank line, any other event indented.
fn write_event<G: Front>(out: &mut impl Write, event: &G::Event) -> io::Result<()> {
    let text = event.to_string();
    if G::is_header(event) {
        writeln!(out)?;
        out.write_all(wrap(&text, 0).as_bytes())
    } else {
        out.write_all(wrap(&text, 2).as_bytes())
    }
}

/// Narrates the events of `log` that `viewer` may see, one line each
/// (the result is left for the end).
fn narrate<G: Front>(
    out: &mut impl Write,
    log: &[Logged<G::Event>],
    viewer: Viewer,
) -> io::Result<()> {
    for e in visible_to(log, viewer) {
        if !G::is_result(e) {
            write_event::<G>(out, e)?;
        }
    }
    Ok(())
}

/// Lets `bot` choose for `seat` from what the seat sees, and applies it.
fn bot_step<G: Front>(
    g: &mut G,
    seat: PlayerId,
    bot: &mut dyn Bot<G>,
    rng: &mut GameRng,
    legal: &mut Vec<G::Action>,
    log: &mut Vec<Logged<G::Event>>,
) -> io::Result<()> {
    g.legal_actions_into(seat, legal);
    let action = {
        let obs = g.observe(Viewer::Seat(seat));
        let worlds = SeatWorlds::new(&*g, seat);
        let view = SeatView::new(seat, &obs, legal).with_worlds(&worlds);
        bot.choose(&view, rng)
    };
    let action = action.ok_or_else(|| io::Error::other(format!("{seat} has no legal action")))?;
    g.apply_with_events(seat, &action, log).map_err(invalid)
}

/// One of the seats to act, at random (simultaneous decisions).
fn pick(to_act: cardgame_core::PlayerSet, rng: &mut GameRng) -> Option<PlayerId> {
    let k = rng.below(to_act.len() as u32) as usize;
    to_act.iter().nth(k)
}

/// The result, once: who won and why, and the standings.
fn write_result<G: Front>(
    out: &mut impl Write,
    g: &G,
    outcome: &Outcome,
    log: &[Logged<G::Event>],
    decisions: u64,
) -> io::Result<()> {
    writeln!(out)?;
    writeln!(
        out,
        "GAME OVER after {}.",
        plural(decisions as i64, "decision")
    )?;
    for line in g.result(outcome, log) {
        out.write_all(wrap(&line, 0).as_bytes())?;
    }
    Ok(())
}

/// Plays a seeded game between bots (`bots` at every seat) to the end,
/// narrating it as a spectator sees it: the setup, one line per event, a
/// header per turn or round, and the result explained once.
///
/// # Errors
/// A config the game refuses (`InvalidInput`), and write errors.
pub fn watch<G: Front>(
    config: &G::Config,
    seed: u64,
    bots: &BotSpec,
    out: &mut impl Write,
) -> io::Result<Outcome> {
    let mut log: Vec<Logged<G::Event>> = Vec::new();
    let mut g = G::new_with_events(config, seed, &mut log).map_err(invalid)?;
    let who = if g.human_seats() < g.num_players() {
        format!(
            "The seats that are not AI players are played by {}; the AI players follow their own \
             procedure.",
            bot_words(bots)
        )
    } else {
        format!("Every seat is played by {}.", bot_words(bots))
    };
    let intro = format!(
        "{} — seed {seed} — {}.\n{who} You watch as a spectator: you see what everybody sees, \
         never a secret card.",
        G::NAME,
        G::summary(config),
    );
    out.write_all(wrap(&intro, 0).as_bytes())?;
    writeln!(out)?;
    narrate::<G>(out, &log, Viewer::Spectator)?;
    let mut players: Vec<Box<dyn Bot<G>>> =
        (0..g.num_players()).map(|_| G::make_bot(bots)).collect();
    let mut rng = GameRng::from_u64(seed ^ 0xb075);
    let mut legal = Vec::new();
    let mut decisions = 0u64;
    while let Some(seat) = pick(g.to_act(), &mut rng) {
        if decisions > g.decision_bound() {
            return Err(io::Error::other("the game went past its decision bound"));
        }
        let bot = players
            .get_mut(seat.index())
            .ok_or_else(|| io::Error::other("a seat without a bot"))?;
        let start = log.len();
        bot_step(&mut g, seat, bot.as_mut(), &mut rng, &mut legal, &mut log)?;
        decisions += 1;
        narrate::<G>(out, &log[start..], Viewer::Spectator)?;
    }
    let outcome = g
        .outcome()
        .ok_or_else(|| io::Error::other("the game stopped before its end"))?;
    write_result(out, &g, &outcome, &log, decisions)?;
    Ok(outcome)
}

/// The decision a person is making: the state it started from (to cancel
/// back to), worlds the person cannot tell apart from the true one (to
/// notice when a step reveals something), and the numbers of the choices.
struct Decision<G: Game> {
    start: G,
    log_len: usize,
    decisions: u64,
    start_worlds: Vec<G>,
    worlds: Vec<G>,
    steps: usize,
    numbers: Vec<(usize, G::Action)>,
    /// Every number given in this decision, the latest last.
    given: Vec<(usize, G::Action)>,
    kept_numbers: bool,
    show_board: bool,
}

/// The numbers of the choices `legal`, within a decision that has given
/// the numbers `given` so far (the latest last; new ones are added): an
/// action keeps the number it was last given, even when steps in between
/// listed other choices, unless an action listed before it took that
/// number; new actions get numbers above those, in the game's order but the
/// ones that only end a step (`ends`) last. A list with no action numbered
/// before starts again from 1. The numbers sorted, and whether any action
/// kept its number.
fn renumber<A: Clone + PartialEq>(
    given: &mut Vec<(usize, A)>,
    legal: &[A],
    ends: impl Fn(&A) -> bool,
) -> (Vec<(usize, A)>, bool) {
    let mut numbers: Vec<(usize, A)> = Vec::new();
    for a in legal {
        let last = given.iter().rev().find(|(_, b)| b == a).map(|(n, _)| *n);
        if let Some(n) = last.filter(|n| !numbers.iter().any(|(m, _)| m == n)) {
            numbers.push((n, a.clone()));
        }
    }
    let kept = !numbers.is_empty();
    let mut next = numbers.iter().map(|(n, _)| n + 1).max().unwrap_or(1);
    let fresh = legal.iter().filter(|a| !ends(a));
    for a in fresh.chain(legal.iter().filter(|a| ends(a))) {
        if !numbers.iter().any(|(_, b)| b == a) {
            numbers.push((next, a.clone()));
            given.push((next, a.clone()));
            next += 1;
        }
    }
    numbers.sort_by_key(|(n, _)| *n);
    (numbers, kept)
}

/// What the person typed, understood.
enum Reply<A> {
    /// Nothing chosen yet: ask again.
    Again,
    /// This action.
    Choose(A),
    /// Back to the start of the decision.
    Cancelled,
    /// Leave the game.
    Quit,
}

const HELP: &str = "\
Commands:
  N               choose the action numbered N
  ?N, help N      the full text of what choice N refers to, and its short form
  list            the numbered choices again
  board           the board as you see it
  hand            your hand and your own pieces
  cards           every card of the game, as a card sheet
  log, log N      what happened so far as you saw it (or its last N lines)
  cancel, undo    take back the steps of this decision, back to its start (only while
                  they revealed nothing hidden, such as a card drawn or a die rolled)
  help            this list
  q, quit         leave the game, after a y to confirm (the end of input, Ctrl-D, leaves at once)
You may also type an action in its short form, as ?N shows it.";

/// One person's game against bots.
struct Session<'a, G: Front, W: Write> {
    g: G,
    config: &'a G::Config,
    seat: PlayerId,
    me: Viewer,
    name: String,
    log: Vec<Logged<G::Event>>,
    bots: Vec<Box<dyn Bot<G>>>,
    rng: GameRng,
    world_rng: GameRng,
    legal: Vec<G::Action>,
    decision: Option<Decision<G>>,
    after_reveal: Option<String>,
    decisions: u64,
    /// The log's events from here on happened since the person last saw
    /// the narration: the bots' moves, told after the board at the
    /// person's next decision, right above the choices.
    unshown: usize,
    /// Whether the person has made a decision yet.
    decided: bool,
    echo: bool,
    out: &'a mut W,
}

impl<G: Front, W: Write> Session<'_, G, W> {
    fn print(&mut self, text: &str, indent: usize) -> io::Result<()> {
        self.out.write_all(wrap(text, indent).as_bytes())
    }

    fn board(&self) -> String {
        self.g.observe(self.me).to_string()
    }

    fn print_board(&mut self) -> io::Result<()> {
        let board = self.board();
        writeln!(self.out)?;
        self.print(&board, 0)
    }

    /// The board's `NOW:` paragraph: what the pending decision is about.
    fn print_now(&mut self) -> io::Result<()> {
        let board = self.board();
        let mut now = String::new();
        for line in board.lines() {
            if now.is_empty() {
                if line.trim_start().starts_with("NOW:") {
                    now.push_str(line.trim_start());
                    now.push('\n');
                }
            } else if line.starts_with(' ') && !line.trim().is_empty() {
                now.push_str(line);
                now.push('\n');
            } else {
                break;
            }
        }
        if now.is_empty() {
            return Ok(());
        }
        writeln!(self.out)?;
        self.print(&now, 0)
    }

    /// The viewer's own part of the board: from its first `YOU` or `YOUR`
    /// heading to the end.
    fn hand(&self) -> String {
        let board = self.board();
        let mut lines = board.lines().skip_while(|l| {
            !(l.starts_with("YOU ") || l.starts_with("YOUR ") || l.starts_with("YOU—"))
        });
        let mut s = String::new();
        for l in lines.by_ref() {
            s.push_str(l);
            s.push('\n');
        }
        if s.is_empty() {
            s.push_str("Your hand is on the board: type board.\n");
        }
        s
    }

    /// Starts a new decision: saves the state and samples worlds.
    fn begin(&mut self) {
        let worlds: Vec<G> = (0..WORLDS)
            .map(|_| self.g.determinize(self.me, &mut self.world_rng))
            .collect();
        self.decision = Some(Decision {
            start: self.g.clone(),
            log_len: self.log.len(),
            decisions: self.decisions,
            start_worlds: worlds.clone(),
            worlds,
            steps: 0,
            numbers: Vec::new(),
            given: Vec::new(),
            kept_numbers: false,
            show_board: true,
        });
    }

    /// Numbers the legal actions (see [`renumber`]).
    fn number(&mut self) {
        self.g.legal_actions_into(self.seat, &mut self.legal);
        let Some(d) = self.decision.as_mut() else {
            return;
        };
        let (numbers, kept) = renumber(&mut d.given, &self.legal, G::ends_a_step);
        d.numbers = numbers;
        d.kept_numbers = kept;
    }

    fn numbers(&self) -> Vec<usize> {
        self.decision
            .as_ref()
            .map(|d| d.numbers.iter().map(|(n, _)| *n).collect())
            .unwrap_or_default()
    }

    fn numbered(&self, n: usize) -> Option<G::Action> {
        self.decision
            .as_ref()
            .and_then(|d| d.numbers.iter().find(|(m, _)| *m == n))
            .map(|(_, a)| a.clone())
    }

    fn print_choices(&mut self) -> io::Result<()> {
        let Some(d) = self.decision.as_ref() else {
            return Ok(());
        };
        let mut text = String::new();
        text.push_str(match (d.steps > 0, d.kept_numbers) {
            (false, _) => "\nYour choices:\n",
            (true, true) => "\nYour next step (the choices still open keep their numbers):\n",
            (true, false) => "\nYour next step:\n",
        });
        for (n, a) in &d.numbers {
            let sentence = self.g.action_sentence(self.seat, a);
            text.push_str(&hanging(&format!("  {n:>3}. "), &sentence, 7));
        }
        let hint = format!(
            "Type a number ({}), ?N to read about choice N, or help.",
            number_list(&self.numbers())
        );
        self.out.write_all(text.as_bytes())?;
        self.print(&hint, 0)
    }

    fn refuse_number(&mut self, what: &str) -> io::Result<()> {
        let msg = format!(
            "There is no choice {what} now: choose one of {} (list shows them again).",
            number_list(&self.numbers())
        );
        self.print(&msg, 0)
    }

    fn explain(&mut self, what: &str) -> io::Result<()> {
        let Some(a) = what.parse::<usize>().ok().and_then(|n| self.numbered(n)) else {
            return self.refuse_number(what);
        };
        let sentence = self.g.action_sentence(self.seat, &a);
        let explanation = self.g.action_explanation(self.seat, &a);
        // Printed apart, a blank line between: a long choice line would
        // otherwise take the indented explanation for its own wrapped
        // continuation and run into it.
        self.print(&format!("Choice {what}: {sentence}\n"), 0)?;
        writeln!(self.out)?;
        let mut text = wrap(&explanation, 2);
        text.push_str(&format!("  (Short form: {a})\n"));
        self.print(&text, 0)
    }

    fn print_log(&mut self, last: Option<usize>) -> io::Result<()> {
        let mut text = Vec::new();
        narrate::<G>(&mut text, &self.log, self.me)?;
        let text = String::from_utf8_lossy(&text).into_owned();
        let lines: Vec<&str> = text.lines().collect();
        let from = last.map_or(0, |n| lines.len().saturating_sub(n));
        writeln!(self.out, "What happened so far, as you saw it:")?;
        for l in &lines[from..] {
            writeln!(self.out, "{l}")?;
        }
        Ok(())
    }

    fn cancel(&mut self) -> io::Result<Reply<G::Action>> {
        if let Some(d) = self.decision.as_mut().filter(|d| d.steps > 0) {
            let steps = d.steps;
            self.g = d.start.clone();
            self.log.truncate(d.log_len);
            self.decisions = d.decisions;
            d.worlds = d.start_worlds.clone();
            d.steps = 0;
            d.numbers.clear();
            d.given.clear();
            d.show_board = true;
            let msg = format!(
                "Cancelled: {} taken back; you are at the start of this decision again.",
                if steps == 1 {
                    String::from("your last step is")
                } else {
                    format!("your last {steps} steps are")
                }
            );
            self.print(&msg, 0)?;
            return Ok(Reply::Cancelled);
        }
        let msg = match &self.after_reveal {
            Some(line) => format!(
                "There is nothing to cancel: this decision starts here. What you did before \
                 cannot be taken back, because it revealed hidden information: {}",
                line.trim()
            ),
            None => String::from(
                "There is nothing to cancel: you have not chosen anything yet in this decision.",
            ),
        };
        self.print(&msg, 0)?;
        Ok(Reply::Again)
    }

    /// Understands one line of input.
    fn reply(&mut self, line: &str) -> io::Result<Reply<G::Action>> {
        let t = line.trim();
        let lower = t.to_lowercase();
        match lower.as_str() {
            "" => {
                self.print("Type a number from the list, or help for the commands.", 0)?;
                return Ok(Reply::Again);
            }
            "q" | "quit" | "exit" => return Ok(Reply::Quit),
            "help" | "?" | "h" | "commands" => {
                self.print(HELP, 0)?;
                return Ok(Reply::Again);
            }
            "board" => {
                self.print_board()?;
                return Ok(Reply::Again);
            }
            "hand" => {
                let hand = self.hand();
                self.print(&hand, 0)?;
                return Ok(Reply::Again);
            }
            "cards" => {
                let mut sheet = String::new();
                if G::card_sheet(self.config, &mut sheet).is_err() {
                    sheet = String::from("The card sheet could not be written.");
                }
                self.print(&sheet, 0)?;
                return Ok(Reply::Again);
            }
            "list" | "choices" => {
                self.print_choices()?;
                return Ok(Reply::Again);
            }
            "log" => {
                self.print_log(None)?;
                return Ok(Reply::Again);
            }
            "cancel" | "undo" => return self.cancel(),
            _ => {}
        }
        if let Some(rest) = lower
            .strip_prefix("help ")
            .or_else(|| lower.strip_prefix('?'))
            .or_else(|| lower.strip_prefix("explain "))
        {
            self.explain(rest.trim())?;
            return Ok(Reply::Again);
        }
        if let Some(rest) = lower.strip_prefix("log ") {
            match rest.trim().parse::<usize>() {
                Ok(n) => self.print_log(Some(n))?,
                Err(_) => self.print("log takes a number of lines, as in: log 20", 0)?,
            }
            return Ok(Reply::Again);
        }
        if let Ok(n) = t.parse::<usize>() {
            return match self.numbered(n) {
                Some(a) => Ok(Reply::Choose(a)),
                None => {
                    self.refuse_number(t)?;
                    Ok(Reply::Again)
                }
            };
        }
        if let Ok(a) = t.parse::<G::Action>() {
            return match self.g.validate(self.seat, &a) {
                Ok(()) => Ok(Reply::Choose(a)),
                Err(e) => {
                    let msg = format!(
                        "\"{t}\" is refused: {e}. Choose one of {} (list shows them again).",
                        number_list(&self.numbers())
                    );
                    self.print(&msg, 0)?;
                    Ok(Reply::Again)
                }
            };
        }
        let msg = format!(
            "\"{t}\" is neither one of your choices nor a command. Type a number: {}; or help \
             for the commands.",
            number_list(&self.numbers())
        );
        self.print(&msg, 0)?;
        Ok(Reply::Again)
    }

    /// Applies the person's action, narrates it, and checks in the sampled
    /// worlds whether it revealed hidden information (then the decision
    /// ends: what was seen cannot be taken back).
    fn apply_mine(&mut self, action: &G::Action) -> io::Result<()> {
        let mut events = Vec::new();
        if let Err(e) = self.g.apply_with_events(self.seat, action, &mut events) {
            return self.print(&format!("Refused: {e}."), 0);
        }
        self.decisions += 1;
        narrate::<G>(self.out, &events, self.me)?;
        let truth: Vec<String> = visible_to(&events, self.me)
            .map(ToString::to_string)
            .collect();
        let seen = self.g.observe(self.me);
        let mut revealed: Option<String> = None;
        if let Some(d) = self.decision.as_mut() {
            for w in &mut d.worlds {
                let mut wev = Vec::new();
                let same = w.apply_with_events(self.seat, action, &mut wev).is_ok() && {
                    let lines: Vec<String> =
                        visible_to(&wev, self.me).map(ToString::to_string).collect();
                    if lines != truth {
                        let differs = truth
                            .iter()
                            .zip(lines.iter().map(Some).chain(std::iter::repeat(None)))
                            .find(|(t, l)| Some(*t) != *l)
                            .map(|(t, _)| t.clone());
                        revealed = differs.or_else(|| truth.last().cloned());
                        false
                    } else {
                        w.observe(self.me) == seen
                    }
                };
                if !same {
                    if revealed.is_none() {
                        revealed = Some(
                            truth
                                .last()
                                .cloned()
                                .unwrap_or_else(|| String::from("your last step")),
                        );
                    }
                    break;
                }
            }
            d.steps += 1;
        }
        self.log.extend(events);
        self.unshown = self.log.len();
        self.decided = true;
        if let Some(line) = revealed {
            self.decision = None;
            self.after_reveal = Some(line);
        }
        Ok(())
    }

    /// One decision step of the person: shows the board (or what the
    /// decision is about), the numbered choices, and reads until a choice.
    /// `false` when the person leaves.
    fn person(&mut self, input: &mut impl BufRead) -> io::Result<bool> {
        if self.decision.is_none() {
            self.begin();
        }
        let show = self.decision.as_ref().is_some_and(|d| d.show_board);
        if show {
            self.print_board()?;
            if let Some(d) = self.decision.as_mut() {
                d.show_board = false;
            }
            self.print_unshown(self.since())?;
        }
        self.print_now()?;
        self.number();
        self.print_choices()?;
        loop {
            write!(self.out, "{}> ", self.name)?;
            self.out.flush()?;
            let mut bytes = Vec::new();
            if input.read_until(b'\n', &mut bytes)? == 0 {
                writeln!(self.out)?;
                return Ok(false);
            }
            let line = String::from_utf8_lossy(&bytes).into_owned();
            if self.echo {
                writeln!(self.out, "{}", line.trim_end())?;
            }
            match self.reply(&line)? {
                Reply::Again => {}
                Reply::Quit => {
                    if self.leave(input)? {
                        return Ok(false);
                    }
                }
                Reply::Cancelled => return Ok(true),
                Reply::Choose(a) => {
                    self.apply_mine(&a)?;
                    return Ok(true);
                }
            }
        }
    }

    /// Asks whether the person really leaves: the game cannot be resumed.
    /// The end of input leaves too.
    fn leave(&mut self, input: &mut impl BufRead) -> io::Result<bool> {
        self.print(
            "Leave the game? It ends here and cannot be resumed. Type y to leave, anything else \
             to go on.",
            0,
        )?;
        write!(self.out, "{}> ", self.name)?;
        self.out.flush()?;
        let mut bytes = Vec::new();
        if input.read_until(b'\n', &mut bytes)? == 0 {
            writeln!(self.out)?;
            return Ok(true);
        }
        let answer = String::from_utf8_lossy(&bytes).trim().to_lowercase();
        if self.echo {
            writeln!(self.out, "{answer}")?;
        }
        let yes = matches!(answer.as_str(), "y" | "yes" | "q" | "quit");
        if !yes {
            self.print("You stay in the game.", 0)?;
            self.print_choices()?;
        }
        Ok(yes)
    }

    /// The heading of what happened since the person last decided.
    fn since(&self) -> &'static str {
        if self.decided {
            "Since your last decision:"
        } else {
            "Since the setup:"
        }
    }

    /// Narrates what happened since the person last saw the narration,
    /// under `heading`.
    fn print_unshown(&mut self, heading: &str) -> io::Result<()> {
        let from = self.unshown.min(self.log.len());
        self.unshown = self.log.len();
        if from == self.log.len() {
            return Ok(());
        }
        writeln!(self.out)?;
        writeln!(self.out, "{heading}")?;
        let Self { log, out, me, .. } = self;
        narrate::<G>(*out, &log[from..], *me)
    }

    /// One decision of a bot; the person's decision, if any, is over.
    fn bot(&mut self, seat: PlayerId) -> io::Result<()> {
        let bot = self
            .bots
            .get_mut(seat.index())
            .ok_or_else(|| io::Error::other("a seat without a bot"))?;
        bot_step(
            &mut self.g,
            seat,
            bot.as_mut(),
            &mut self.rng,
            &mut self.legal,
            &mut self.log,
        )?;
        self.decisions += 1;
        self.decision = None;
        self.after_reveal = None;
        Ok(())
    }
}

/// Lets a person play `seat` against `opponents` in the terminal: the
/// setup and every event as the seat sees them; before each decision the
/// board, then what the other seats did since the person's last decision
/// (told there, right above the choices, rather than as it happened), then
/// what the decision is about and the legal actions as numbered sentences
/// (within a decision of several steps, only the last two); commands to read about a
/// choice, the board, the hand, the card sheet and the log; `cancel` back
/// to the start of a decision while it revealed nothing. Ends with the
/// result, or with a goodbye when the person quits or input ends.
///
/// # Errors
/// A config the game refuses or a seat it does not have (`InvalidInput`),
/// and read and write errors.
pub fn play<G: Front>(
    config: &G::Config,
    options: &PlayOptions,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> io::Result<Ending> {
    let PlayOptions {
        seed,
        seat,
        ref opponents,
        ..
    } = *options;
    let mut log: Vec<Logged<G::Event>> = Vec::new();
    let g = G::new_with_events(config, seed, &mut log).map_err(invalid)?;
    if seat.index() >= g.human_seats() {
        return Err(invalid(format!(
            "seat {} is not a seat you can play in this game (0 to {})",
            seat.0,
            g.human_seats().saturating_sub(1)
        )));
    }
    let name = g.seat_name(seat);
    let ai = if g.human_seats() < g.num_players() {
        " (the AI players follow their own procedure)"
    } else {
        ""
    };
    let others = if g.num_players() == 1 {
        format!("You play {name}, alone.")
    } else {
        format!(
            "You play {name}; the other seats are played by {}{ai}.",
            bot_words(opponents)
        )
    };
    let intro = format!(
        "{} — seed {seed} — {}.\n{others}\nAt each decision your choices are numbered: type a \
         number to choose, ?N to read about choice N, help for every command, q to leave.",
        G::NAME,
        G::summary(config),
    );
    out.write_all(wrap(&intro, 0).as_bytes())?;
    writeln!(out)?;
    narrate::<G>(out, &log, Viewer::Seat(seat))?;
    let bots: Vec<Box<dyn Bot<G>>> = (0..g.num_players())
        .map(|_| G::make_bot(opponents))
        .collect();
    let mut s = Session {
        g,
        config,
        seat,
        me: Viewer::Seat(seat),
        name,
        log,
        bots,
        rng: GameRng::from_u64(seed ^ 0xb075),
        world_rng: GameRng::from_u64(seed ^ 0x0307_71d5),
        legal: Vec::new(),
        decision: None,
        after_reveal: None,
        decisions: 0,
        unshown: 0,
        decided: false,
        echo: options.echo,
        out,
    };
    s.unshown = s.log.len();
    loop {
        let to_act = s.g.to_act();
        if to_act.is_empty() {
            break;
        }
        if s.decisions > s.g.decision_bound() {
            return Err(io::Error::other("the game went past its decision bound"));
        }
        if to_act.contains(seat) {
            if !s.person(input)? {
                s.print("Goodbye: you left the game before its end.", 0)?;
                return Ok(Ending::Left);
            }
        } else if let Some(p) = pick(to_act, &mut s.rng) {
            s.bot(p)?;
        }
    }
    s.print_unshown(s.since())?;
    let outcome =
        s.g.outcome()
            .ok_or_else(|| io::Error::other("the game stopped before its end"))?;
    write_result(s.out, &s.g, &outcome, &s.log, s.decisions)?;
    s.print("Thank you for playing. Goodbye.", 0)?;
    Ok(Ending::Finished(outcome))
}

#[cfg(test)]
mod tests {
    use super::*;
    use lets_go_rules::{Config, LetsGo};

    fn options(seat: u8) -> PlayOptions {
        PlayOptions {
            seed: 1,
            seat: PlayerId(seat),
            opponents: BotSpec::Random,
            echo: true,
        }
    }

    fn play_script(script: &str, seat: u8) -> (io::Result<Ending>, String) {
        let mut input = io::Cursor::new(script.as_bytes().to_vec());
        let mut out = Vec::new();
        let r = play::<LetsGo>(&Config::new(3), &options(seat), &mut input, &mut out);
        (r, String::from_utf8_lossy(&out).into_owned())
    }

    #[test]
    fn quitting_and_end_of_input_leave_with_a_goodbye() {
        for script in ["q\n", "", "?1\nboard\nquit\n"] {
            let (r, out) = play_script(script, 0);
            assert!(matches!(r, Ok(Ending::Left)), "{script:?}");
            assert!(out
                .trim_end()
                .ends_with("Goodbye: you left the game before its end."));
        }
    }

    #[test]
    fn a_choice_keeps_its_number_through_the_steps_of_a_decision() {
        let ends = |a: &&str| *a == "end";
        let mut given = Vec::new();
        let (first, kept) = renumber(&mut given, &["sell", "end", "dismiss", "recruit"], ends);
        assert!(!kept);
        assert_eq!(
            first,
            [(1, "sell"), (2, "dismiss"), (3, "recruit"), (4, "end")],
            "the choice that only ends the step comes last"
        );
        // A step with other choices, then the first list again: every
        // action has its first number back, the new one the next.
        let (step, kept) = renumber(&mut given, &["card a", "card b", "stop"], |_| false);
        assert!(!kept);
        assert_eq!(step, [(1, "card a"), (2, "card b"), (3, "stop")]);
        let (back, kept) = renumber(
            &mut given,
            &["sell", "end", "dismiss", "recruit", "fire"],
            ends,
        );
        assert!(kept);
        assert_eq!(
            back,
            [
                (1, "sell"),
                (2, "dismiss"),
                (3, "recruit"),
                (4, "end"),
                (5, "fire")
            ]
        );
        // Two actions last given the same number: the one listed first keeps
        // it, the other takes the next free one above the kept numbers.
        let (clash, _) = renumber(&mut given, &["card a", "sell"], |_| false);
        assert_eq!(clash, [(1, "card a"), (2, "sell")]);
    }

    #[test]
    fn quitting_asks_first_and_anything_but_yes_stays() {
        let (r, out) = play_script("q\nn\nquit\ny\n", 0);
        assert!(matches!(r, Ok(Ending::Left)));
        assert_eq!(
            out.matches("Leave the game? It ends here").count(),
            2,
            "{out}"
        );
        let stay = out.find("You stay in the game.").expect("stays after n");
        assert!(out[stay..].contains("Your choices:"), "{out}");
        assert!(out
            .trim_end()
            .ends_with("Goodbye: you left the game before its end."));
    }

    #[test]
    fn the_bots_moves_are_told_after_the_board_above_the_choices() {
        // Seat 2 of 3: the two seats before it move first.
        let (_, out) = play_script("", 2);
        let board = out.find("LET'S GO! TO SPACE").expect("the board");
        let since = out.find("Since the setup:").expect("the bots' moves");
        let now = out[since..].find("NOW:").map(|i| since + i).expect("NOW");
        let choices = out.find("Your choices:").expect("the choices");
        assert!(board < since && since < now && now < choices, "{out}");
        let told = &out[since..now];
        assert!(told.lines().count() > 1, "{told}");
        assert!(told.contains("P0") || told.contains("P1"), "{told}");
        // After the person's own decision, the next heading says so.
        let (_, out) = play_script("1\n", 2);
        let first = out.find("Since the setup:").expect("the first");
        assert!(out[first..].contains("Since your last decision:"), "{out}");
    }

    #[test]
    fn a_seat_the_game_does_not_have_is_refused() {
        let (r, out) = play_script("", 3);
        assert!(r.is_err_and(|e| e.kind() == io::ErrorKind::InvalidInput));
        assert!(out.is_empty());
    }

    #[test]
    fn a_watched_game_ends_once_with_its_result() {
        let mut out = Vec::new();
        let outcome = watch::<LetsGo>(&Config::new(4), 9, &BotSpec::Greedy, &mut out);
        let text = String::from_utf8_lossy(&out);
        assert!(outcome.is_ok_and(|o| !o.winners.is_empty()));
        assert_eq!(text.matches("GAME OVER").count(), 1);
        assert!(text.contains("Standings"));
    }

    #[test]
    fn bots_are_named_in_words() {
        assert_eq!(bot_words(&BotSpec::Random), "the random bot");
        assert!(bot_words(&BotSpec::IsMcts(1000)).contains("1,000 iterations per decision"));
    }
}
