//! The board of one viewer: the `Display` of an [`Observation`], for a
//! person deciding at that seat (or watching as the spectator).
//!
//! Sections, in the order of the rulebook: where the game stands (turn,
//! First Player, the last round) and what the pending decision is about
//! (Game Play, then the steps of a recruitment); the Projects (the object of
//! the game); the Space Research Center and the deck; each other player's
//! Hub, Research tokens and hand size; everybody's Progress (Scoring); and
//! the viewer's own Hub, tokens and hand in full text. Nothing the viewer
//! may not know is shown: the Observation holds nothing more. Every line
//! fits in 100 columns.

use alloc::format;
use alloc::string::String;
use core::fmt::{self, Write};

use cardgame_core::{PlayerId, Viewer};

use super::{wrap, Plural, StillToPay};
use crate::data::{Ability, Card, Field, Icons, Instead, Price, RecruitFrom};
use crate::observe::Observation;
use crate::rules::scoring::sheet_of;
use crate::state::{EndTrigger, Hub, Stage};

/// The player, as the viewer reads it: `you` for the viewer's own seat.
struct Who {
    seat: PlayerId,
    you: bool,
}

impl Who {
    /// The verb for this subject: `you choose`, `P1 chooses`.
    fn verb<'a>(&self, plain: &'a str, third: &'a str) -> &'a str {
        if self.you {
            plain
        } else {
            third
        }
    }

    /// The possessive for this subject: `your`, `their`.
    fn their(&self) -> &'static str {
        if self.you {
            "your"
        } else {
            "their"
        }
    }
}

impl fmt::Display for Who {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.you {
            f.write_str("you")
        } else {
            write!(f, "{}", self.seat)
        }
    }
}

/// The icons of `need` that `have` does not cover, colour by colour.
fn lacking(need: &Icons, have: &Icons) -> Icons {
    let mut out = Icons::ZERO;
    for f in Field::ALL {
        out.0[f.index()] = need.get(f).saturating_sub(have.get(f));
    }
    out
}

impl Observation {
    fn who(&self, seat: PlayerId) -> Who {
        Who {
            seat,
            you: self.viewer == Viewer::Seat(seat),
        }
    }

    /// The Skill icons `p` counts toward Projects now (every Skill icon in
    /// the Hub, and the Skills gained this turn for the current player).
    fn project_skills(&self, p: PlayerId) -> Icons {
        let mut skills = self.hubs.get(p).map(Hub::skill_icons).unwrap_or_default();
        if p == self.current {
            for f in Field::ALL {
                skills.0[f.index()] = skills.0[f.index()].saturating_add(self.turn.bonus.get(f));
            }
        }
        skills
    }

    fn header(&self, f: &mut dyn Write) -> fmt::Result {
        if self.stage == Stage::Over {
            writeln!(
                f,
                "LET'S GO! TO SPACE — game over after {} — First Player: {}",
                Plural(u32::from(self.turns), "turn"),
                self.first
            )?;
        } else {
            writeln!(
                f,
                "LET'S GO! TO SPACE — turn {}: {} to play — First Player: {}",
                self.turns + 1,
                self.current,
                self.first
            )?;
        }
        match self.viewer {
            Viewer::Seat(p) => writeln!(f, "You are {p}.")?,
            Viewer::Spectator => writeln!(f, "You are watching: public information only.")?,
        }
        match self.last_round {
            Some(trigger) => {
                let why = match trigger {
                    EndTrigger::AllProjects => String::from("all Projects are completed"),
                    EndTrigger::TwelveSpecialists(p) => {
                        format!("{p} has recruited 12 Specialists")
                    }
                    EndTrigger::Stall => format!(
                        "nobody made progress for {} (the stall rule)",
                        Plural(u32::from(self.config.stall_rounds), "round")
                    ),
                };
                let text = if self.stage == Stage::Over {
                    format!("The last round was played: {why}.")
                } else {
                    format!(
                        "LAST ROUND: {why}. Play continues until it reaches the First Player \
                         ({}), who does not take another turn.",
                        self.first
                    )
                };
                wrap(f, 0, 2, &text)?;
            }
            None if self.quiet_turns > 0 => wrap(
                f,
                0,
                2,
                &format!(
                    "Stall rule: {} in a row without progress; the last round starts after {}.",
                    Plural(u32::from(self.quiet_turns), "turn"),
                    self.config.stall_turns()
                ),
            )?,
            None => {}
        }
        Ok(())
    }

    /// The pending decision, and what the current player did this turn.
    fn now(&self, f: &mut dyn Write) -> fmt::Result {
        let who = self.who(self.current);
        let hub = self.hubs.get(self.current).copied().unwrap_or_default();
        let top = |d: Field| hub.top(d);
        let text = match self.stage {
            Stage::Action => {
                let their = who.their();
                let instead = Field::ALL.iter().any(|&d| {
                    top(d).is_some_and(|c| matches!(c.data().ability, Ability::Instead(_)))
                });
                format!(
                    "NOW: {who} {} the action of the turn: take a Specialist into {their} hand \
                     (from the Center, or draw one from the deck), or recruit one to {their} Hub \
                     (from the Center or {their} hand){}.",
                    who.verb("choose", "chooses"),
                    if instead {
                        ", or use an ability that replaces the action"
                    } else {
                        ""
                    }
                )
            }
            Stage::Choosing { ability } => {
                let card = top(ability);
                let their = who.their();
                let terms = match card.map(|c| c.data().ability) {
                    Some(Ability::Instead(Instead::FreeRecruit { cost, from })) => format!(
                        "for free, a Specialist whose basic cost is exactly {cost} icons, from {}",
                        match from {
                            RecruitFrom::Hand => format!("{their} hand"),
                            RecruitFrom::Center => String::from("the Center"),
                            RecruitFrom::Anywhere => format!("the Center or {their} hand"),
                        }
                    ),
                    Some(Ability::Instead(Instead::GiftRecruit { tokens, from })) => format!(
                        "whatever its cost, from {}, for {} of any colours to the next player",
                        match from {
                            RecruitFrom::Hand => format!("{their} hand"),
                            RecruitFrom::Center => String::from("the Center"),
                            RecruitFrom::Anywhere => format!("the Center or {their} hand"),
                        },
                        Plural(u32::from(tokens), "Research token")
                    ),
                    _ => String::from("as the ability says"),
                };
                format!(
                    "NOW: {who} used ability {} of {} instead of the action, and {} the \
                     Specialist it recruits: {terms}.",
                    card.map_or(0, Card::printed),
                    card.map_or(String::from("a Specialist"), |c| format!("{}", c.name())),
                    who.verb("choose", "chooses"),
                )
            }
            Stage::Paying(pay) => {
                let mut t = format!(
                    "NOW: {who} {} recruiting {} from {} into the {} Division (Step 3).",
                    who.verb("are", "is"),
                    pay.card.name(),
                    match (pay.from_hand, who.you) {
                        (false, _) => "the Center",
                        (true, true) => "your hand",
                        (true, false) => "their hand",
                    },
                    pay.division
                );
                if pay.tokens_due > 0 {
                    let _ = write!(
                        t,
                        " Research tokens of any colours still to pass to {}: {}.",
                        self.current.next(usize::from(self.config.players)),
                        pay.tokens_due
                    );
                } else {
                    let _ = write!(
                        t,
                        " Research still to pay: {}",
                        StillToPay(&pay.need, u32::from(pay.wild))
                    );
                    if pay.wild > 0 {
                        let _ = write!(
                            t,
                            " (after {} of any colour already provided)",
                            Plural(u32::from(pay.wild), "icon")
                        );
                    }
                    let _ = write!(
                        t,
                        ". Each decision provides Research: pay a token, return a Specialist from \
                         {} hand (2 icons of any colour), or use an ability.",
                        who.their()
                    );
                }
                t
            }
            Stage::AfterAction => format!(
                "NOW: after the action {who} may use an ability (a draw after recruiting, or a \
                 Skill for this turn's Project check) or end the turn."
            ),
            Stage::Boosting(b) => {
                let card = top(b.ability);
                let price = match card.map(|c| c.data().ability) {
                    Some(Ability::Boost(Price::Tokens(n))) => {
                        format!("{}", Plural(u32::from(n), "Research token"))
                    }
                    _ => format!("a Specialist returned from {} hand", who.their()),
                };
                match b.skill {
                    None => format!(
                        "NOW: {who} {} ability {}: {} a Skill icon for this turn's Project \
                         check, then {} for it ({price}).",
                        who.verb("use", "uses"),
                        card.map_or(0, Card::printed),
                        who.verb("choose", "chooses"),
                        who.verb("pay", "pays")
                    ),
                    Some(skill) => {
                        let due = if b.card_due {
                            format!("a Specialist to return from {} hand", who.their())
                        } else {
                            format!("{}", Plural(u32::from(b.tokens_due), "Research token"))
                        };
                        format!(
                            "NOW: {who} {} paying for the Skill icon of ability {}, {}, for this \
                             turn's Project check: still due {due}.",
                            who.verb("are", "is"),
                            card.map_or(0, Card::printed),
                            skill.label()
                        )
                    }
                }
            }
            Stage::Claiming => {
                let skills = self.project_skills(self.current);
                let mut t = format!(
                    "NOW: {who} {} several Projects and {} one of them this turn:",
                    who.verb("meet", "meets"),
                    who.verb("complete", "completes")
                );
                let mut first = true;
                for slot in self.projects.iter() {
                    if slot.owner.is_none() && skills.covers(&slot.project.data().skills) {
                        let _ = write!(t, "{} {}", if first { "" } else { "," }, slot.project);
                        first = false;
                    }
                }
                t.push('.');
                t
            }
            Stage::Over => return self.result(f),
        };
        wrap(f, 0, 2, &text)?;
        let mut this_turn = String::new();
        if let Some(r) = self.turn.recruited {
            let _ = write!(
                this_turn,
                " recruited {} into the {} Division;",
                r.card.name(),
                r.division
            );
        }
        for d in Field::ALL.iter().filter(|&&d| self.turn.used.contains(d)) {
            if let Some(c) = top(*d) {
                let _ = write!(this_turn, " used ability {} of {};", c.printed(), c.name());
            }
        }
        if self.turn.bonus != Icons::ZERO {
            let _ = write!(
                this_turn,
                " Skills gained for the Project check: {};",
                self.turn.bonus
            );
        }
        if !this_turn.is_empty() {
            this_turn.pop();
            wrap(f, 2, 4, &format!("This turn:{this_turn}."))?;
        }
        Ok(())
    }

    /// The result, once the game is over (Scoring: the most Progress wins;
    /// a tie goes to the most Progress from Projects; still tied, a shared
    /// win).
    fn result(&self, f: &mut dyn Write) -> fmt::Result {
        let n = usize::from(self.config.players);
        let key = |p: PlayerId| {
            let sheet = self
                .hubs
                .get(p)
                .map(|h| sheet_of(h, self.projects.as_slice(), p))
                .unwrap_or_default();
            (sheet.total(), sheet.projects)
        };
        let best = PlayerId::all(n).map(key).max().unwrap_or_default();
        let winners: alloc::vec::Vec<PlayerId> =
            PlayerId::all(n).filter(|&p| key(p) == best).collect();
        let names: alloc::vec::Vec<String> = winners.iter().map(|p| format!("{p}")).collect();
        let tied_on_progress = PlayerId::all(n).filter(|&p| key(p).0 == best.0).count();
        let mut text = if winners.len() == 1 {
            format!(
                "GAME OVER: {} wins with {} Progress",
                names.join(""),
                best.0
            )
        } else {
            format!(
                "GAME OVER: {} share the win with {} Progress each, tied on Projects too",
                names.join(" and "),
                best.0
            )
        };
        if winners.len() == 1 && tied_on_progress > 1 {
            let _ = write!(
                text,
                ", winning the tie with the most Progress from Projects ({})",
                best.1
            );
        }
        text.push('.');
        if self.last_round == Some(EndTrigger::Stall) {
            text.push_str(" The stall rule ended the game (a configured cap).");
        }
        wrap(f, 0, 2, &text)
    }

    fn projects(&self, f: &mut dyn Write) -> fmt::Result {
        writeln!(
            f,
            "PROJECTS — completed at the end of a turn when the Hub's Skill icons meet them, one \
             per turn"
        )?;
        let me = match self.viewer {
            Viewer::Seat(p) => Some(p),
            Viewer::Spectator => None,
        };
        let over = self.stage == Stage::Over;
        for slot in self.projects.iter() {
            let side = slot.project.data();
            let mut t = format!(
                "{} ({}) — Progress {} —",
                slot.project,
                if side.soviet { "Soviet" } else { "American" },
                side.points,
            );
            match (slot.owner, me) {
                (Some(o), _) => {
                    let _ = write!(t, " completed by {}", self.who(o));
                }
                (None, _) if over => t.push_str(" not completed"),
                (None, Some(p)) => {
                    let have = self.project_skills(p);
                    let lack = lacking(&side.skills, &have);
                    if lack == Icons::ZERO {
                        t.push_str(" open: you meet it");
                    } else if lack == side.skills {
                        t.push_str(" open: you have none of its Skills");
                    } else {
                        let _ = write!(t, " open: you lack {lack}");
                    }
                }
                (None, None) => t.push_str(" open"),
            }
            wrap(f, 2, 6, &t)?;
            wrap(f, 6, 8, &format!("Skills required: {}", side.skills))?;
        }
        Ok(())
    }

    fn center(&self, f: &mut dyn Write) -> fmt::Result {
        writeln!(
            f,
            "SPACE RESEARCH CENTER — {} face up; the Specialist deck holds {}",
            Plural(self.center.len() as u32, "Specialist"),
            Plural(u32::from(self.deck_size), "card")
        )?;
        for i in self.center.iter() {
            if let Some(c) = Card::new(i as u8) {
                write!(f, "{}", c.text().indented(2))?;
            }
        }
        if self.center.is_empty() {
            writeln!(f, "  (empty)")?;
        }
        Ok(())
    }

    /// A player's public state: Progress, tokens, hand size, Hub.
    fn player(&self, f: &mut dyn Write, p: PlayerId) -> fmt::Result {
        let who = self.who(p);
        let hub = self.hubs.get(p).copied().unwrap_or_default();
        let mut head = if who.you {
            format!("YOU ({p})")
        } else {
            format!("{p}")
        };
        if p == self.first {
            head.push_str(" — First Player");
        }
        let _ = write!(
            head,
            " — Progress {} — {} in the Hub",
            self.scores.get(p).copied().unwrap_or(0),
            Plural(hub.len() as u32, "Specialist")
        );
        let size = u32::from(self.hand_sizes.get(p).copied().unwrap_or(0));
        let known = self.hands.get(p).copied().unwrap_or_default();
        if who.you {
            let _ = write!(head, " — {} in hand (below)", Plural(size, "card"));
        } else {
            let _ = write!(head, " — {} in hand", Plural(size, "card"));
            if !known.is_empty() {
                head.push_str(", known to all:");
                for (k, i) in known.iter().enumerate() {
                    if let Some(c) = Card::new(i as u8) {
                        let _ = write!(head, "{} {}", if k == 0 { "" } else { "," }, c.name());
                    }
                }
            }
        }
        wrap(f, 0, 4, &head)?;
        let tokens = self.tokens.get(p).copied().unwrap_or_default();
        if tokens == Icons::ZERO {
            writeln!(f, "  Research tokens: none")?;
        } else {
            wrap(
                f,
                2,
                4,
                &format!("Research tokens: {tokens} ({} in all)", tokens.total()),
            )?;
        }
        if hub.is_empty() {
            writeln!(f, "  Hub: empty")?;
        } else {
            wrap(
                f,
                2,
                4,
                &format!("Skill icons toward Projects: {}", self.project_skills(p)),
            )?;
        }
        let recruited_now = self
            .turn
            .recruited
            .filter(|_| p == self.current)
            .map(|r| r.card);
        for d in Field::ALL {
            let Some(top) = hub.top(d) else {
                continue;
            };
            let mut line = format!(
                "{d} Division ({}), {}: ",
                d.colour(),
                Plural(u32::from(hub.matching_skills(d)), "matching Skill")
            );
            for (i, c) in hub.division(d).enumerate() {
                let _ = write!(line, "{}{}", if i == 0 { "" } else { ", " }, c.name());
            }
            line.push_str(" (top)");
            wrap(f, 2, 6, &line)?;
            let state = if recruited_now == Some(top) {
                " (recruited this turn: active from the next turn)"
            } else if p == self.current && self.turn.used.contains(d) {
                " (used this turn)"
            } else {
                ""
            };
            let ability = match top.data().ability {
                Ability::None => format!("{}", Ability::None),
                a => format!("Ability {}{state}: {a}", top.printed()),
            };
            wrap(f, 6, 8, &ability)?;
            for c in hub.division(d).filter(|&c| c != top) {
                if let Ability::Score(score) = c.data().ability {
                    wrap(
                        f,
                        6,
                        8,
                        &format!("Covered {} still scores at game end: {score}.", c.name()),
                    )?;
                }
            }
        }
        Ok(())
    }

    fn progress(&self, f: &mut dyn Write) -> fmt::Result {
        if self.stage == Stage::Over {
            writeln!(f, "PROGRESS (final)")?;
        } else {
            writeln!(f, "PROGRESS (if the game ended now)")?;
        }
        for p in PlayerId::all(usize::from(self.config.players)) {
            let sheet = self
                .hubs
                .get(p)
                .map(|h| sheet_of(h, self.projects.as_slice(), p))
                .unwrap_or_default();
            writeln!(
                f,
                "  {p}{}: {} Progress — {} from Projects, {} from Specialists, {} from asterisks",
                if self.viewer == Viewer::Seat(p) {
                    " (you)"
                } else {
                    ""
                },
                sheet.total(),
                sheet.projects,
                sheet.specialists,
                sheet.asterisks
            )?;
        }
        Ok(())
    }

    fn hand(&self, f: &mut dyn Write, p: PlayerId) -> fmt::Result {
        let hand = self.hands.get(p).copied().unwrap_or_default();
        let known_to_all = match self.stage {
            Stage::Paying(pay) if pay.from_hand && p == self.current => Some(pay.card),
            _ => None,
        };
        writeln!(
            f,
            "YOUR HAND — {}, secret unless taken from the Center",
            Plural(hand.len() as u32, "card")
        )?;
        for i in hand.iter() {
            if let Some(c) = Card::new(i as u8) {
                write!(f, "{}", c.text().indented(2))?;
                if known_to_all == Some(c) {
                    writeln!(f, "      (being recruited)")?;
                }
            }
        }
        if hand.is_empty() {
            writeln!(f, "  (empty)")?;
        }
        Ok(())
    }
}

impl fmt::Display for Observation {
    /// The board for the viewer (see the module documentation).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = usize::from(self.config.players);
        self.header(f)?;
        writeln!(f)?;
        self.now(f)?;
        writeln!(f)?;
        self.projects(f)?;
        writeln!(f)?;
        self.center(f)?;
        let me = match self.viewer {
            Viewer::Seat(p) if p.index() < n => Some(p),
            _ => None,
        };
        // The others in turn order from the viewer's left (from P0 for the
        // spectator).
        let start = me.map_or(0, |p| p.index() + 1);
        for k in 0..n {
            let p = PlayerId(((start + k) % n) as u8);
            if Some(p) == me {
                continue;
            }
            writeln!(f)?;
            self.player(f, p)?;
        }
        writeln!(f)?;
        self.progress(f)?;
        if let Some(p) = me {
            writeln!(f)?;
            self.player(f, p)?;
            self.hand(f, p)?;
        }
        Ok(())
    }
}
