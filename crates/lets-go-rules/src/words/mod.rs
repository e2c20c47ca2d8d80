//! Words for people: every component in the rulebook's vocabulary (the
//! Specialist cards, the Project tiles, the fields of the Hub), every action
//! as a sentence ([`Describe`] for [`LetsGo`]), the board of a viewer (the
//! `Display` of an [`Observation`](crate::Observation), in [`board`]) and the
//! card sheet.
//!
//! Labels are the rulebook's ("Parts of a Specialist Card": Progress points,
//! Skills, Recruitment Cost, Ability, card number; "Parts of a Project
//! Card": Progress points, Skills required), abilities 1–19 are worded as
//! the ability reference words them and the designed 20–60 in the same
//! grammar. Everything is written through `core::fmt`; nothing here is on a
//! hot path.

mod board;

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::{self, Write};

use cardgame_core::{Describe, PlayerId};

use crate::action::Action;
use crate::config::Config;
use crate::data::{
    Ability, Card, Field, Icons, Instead, Price, ProjectId, RecruitFrom, Score, When,
    NUM_SPECIALISTS, NUM_TILES,
};
use crate::rules::recruiting::recruitment_cost;
use crate::state::{LetsGo, RawState, Stage};

/// The widest line anything here writes.
pub(crate) const WIDTH: usize = 100;

/// The fewest and most icons of a basic Recruitment Cost.
const COST_RANGE: (u8, u8) = (2, 6);

/// Writes `text` wrapped at [`WIDTH`] columns: the first line indented by
/// `first` spaces, the others by `rest`; ends with a newline.
pub(crate) fn wrap(out: &mut dyn Write, first: usize, rest: usize, text: &str) -> fmt::Result {
    let mut col = 0;
    let mut indent = first;
    let mut empty = true;
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let len = word.chars().count();
        if !empty && col + 1 + len > WIDTH {
            out.write_char('\n')?;
            indent = rest;
            empty = true;
        }
        if empty {
            for _ in 0..indent {
                out.write_char(' ')?;
            }
            col = indent;
            empty = false;
        } else {
            out.write_char(' ')?;
            col += 1;
        }
        out.write_str(word)?;
        col += len;
    }
    out.write_char('\n')
}

/// `count noun` with an `s` when `count` is not 1 (`1 icon`, `2 icons`).
pub(crate) struct Plural(pub u32, pub &'static str);

impl fmt::Display for Plural {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = if self.0 == 1 { "" } else { "s" };
        write!(f, "{} {}{s}", self.0, self.1)
    }
}

/// A Specialist's Progress points as printed: `Progress 2`, or `Progress 1*`
/// with the asterisk of a Specialist whose ability scores more at game end.
pub(crate) struct Points(pub Card);

impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let data = self.0.data();
        let star = if data.asterisk() { "*" } else { "" };
        write!(f, "Progress {}{star}", data.points)
    }
}

/// Writes `items` as a list for people: `a`, `a and b`, `a, b and c`
/// (`last` is the word before the last item: `and`, `or`).
fn list(f: &mut fmt::Formatter<'_>, items: &[String], last: &str) -> fmt::Result {
    for (i, item) in items.iter().enumerate() {
        if i + 1 == items.len() && i > 0 {
            write!(f, " {last} ")?;
        } else if i > 0 {
            f.write_str(", ")?;
        }
        f.write_str(item)?;
    }
    Ok(())
}

/// The Research still to pay for a recruitment: the icons of `need` less
/// the `wild` ones of any colour provided already, each of which pays for
/// any one of them. `1 yellow, 1 red and 1 purple`, `2 blue`, `1 yellow,
/// red or purple icon`, `any 2 of 2 blue and 1 red`, `nothing`.
pub(crate) struct StillToPay<'a>(pub &'a Icons, pub u32);

impl fmt::Display for StillToPay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let StillToPay(need, wild) = *self;
        let total = need.total();
        let left = total.saturating_sub(wild);
        let counted: Vec<String> = need
            .iter()
            .map(|(r, c)| format!("{c} {}", r.colour()))
            .collect();
        let colours: Vec<String> = need.iter().map(|(r, _)| String::from(r.colour())).collect();
        if left == 0 {
            f.write_str("nothing")
        } else if left == total {
            list(f, &counted, "and")
        } else if let [colour] = colours.as_slice() {
            write!(f, "{left} {colour}")
        } else if left == 1 {
            f.write_str("1 ")?;
            list(f, &colours, "or")?;
            f.write_str(" icon")
        } else {
            write!(f, "any {left} of ")?;
            if need.iter().all(|(_, c)| c == 1) {
                list(f, &colours, "and")
            } else {
                list(f, &counted, "and")
            }
        }
    }
}

/// A field as the rulebook names its Division: `Engineering (blue)`.
#[derive(Clone, Copy, Debug)]
pub struct FieldLabel(Field);

impl fmt::Display for FieldLabel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.0, self.0.colour())
    }
}

impl Field {
    /// The field's Division with its colour: `Space Flight (purple)`.
    pub const fn label(self) -> FieldLabel {
        FieldLabel(self)
    }
}

/// Research icons in printed order, bottom first: `blue, red, purple`.
pub(crate) struct IconList(pub &'static [Field]);

impl fmt::Display for IconList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, r) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(r.colour())?;
        }
        Ok(())
    }
}

/// A range of basic costs in words: `exactly 3`, `5 or 6`, `2 to 4`.
struct CostRange(u8, u8);

impl fmt::Display for CostRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.1.saturating_sub(self.0) {
            0 => write!(f, "exactly {}", self.0),
            1 => write!(f, "{} or {}", self.0, self.1),
            _ => write!(f, "{} to {}", self.0, self.1),
        }
    }
}

impl fmt::Display for When {
    /// The recruitment the condition asks for, as a gerund phrase:
    /// `recruiting a Specialist from your hand`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (lo, hi) = COST_RANGE;
        match *self {
            When::FromHand => f.write_str("recruiting a Specialist from your hand"),
            When::FromCenter => f.write_str("recruiting a Specialist from the Center"),
            When::IntoEmptyDivision => f.write_str("recruiting the first Specialist of a Division"),
            When::CostAtLeast(n) => write!(
                f,
                "recruiting a Specialist whose basic cost is {} icons",
                CostRange(n, hi)
            ),
            When::CostAtMost(n) => write!(
                f,
                "recruiting a Specialist whose basic cost is {} icons",
                CostRange(lo, n)
            ),
            When::TwoSkills => f.write_str("recruiting a Specialist with two Skills"),
        }
    }
}

impl fmt::Display for RecruitFrom {
    /// `from your hand`, `from the Center`, `from the Center or your hand`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RecruitFrom::Hand => "from your hand",
            RecruitFrom::Center => "from the Center",
            RecruitFrom::Anywhere => "from the Center or your hand",
        })
    }
}

impl fmt::Display for Score {
    /// What an asterisk ability scores: `2 Progress per Project you completed`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Score::PerSkill { skill, points } => write!(
                f,
                "{points} Progress per {} Skill icon in your Hub",
                skill.label()
            ),
            Score::PerCovering(p) => {
                write!(f, "{p} Progress per Specialist placed on top of this one")
            }
            Score::PerProject(p) => write!(f, "{p} Progress per Project you completed"),
            Score::PerOccupiedDivision(p) => write!(
                f,
                "{p} Progress per Division of your Hub holding at least one Specialist"
            ),
            Score::PerSpecialistInDivision(p) => write!(
                f,
                "{p} Progress per Specialist in this one's Division, itself included"
            ),
            Score::PerTwoSkillSpecialist(p) => {
                write!(f, "{p} Progress per Specialist with two Skills in your Hub")
            }
        }
    }
}

impl fmt::Display for Ability {
    /// The ability in the words of the ability reference (designed ones in
    /// the same grammar), as one sentence.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Ability::None => f.write_str("No ability: this Specialist has two Skills instead."),
            Ability::Research(icons) => {
                f.write_str("Provides ")?;
                for (i, r) in icons.iter().enumerate() {
                    if i > 0 {
                        f.write_str(" and ")?;
                    }
                    write!(f, "1 {}", r.colour())?;
                }
                write!(
                    f,
                    " Research icon{} when you recruit a Specialist into any Division.",
                    if icons.len() == 1 { "" } else { "s" }
                )
            }
            Ability::Wild { icons, when } => write!(
                f,
                "Provides {} of any type, only when {when}.",
                Plural(u32::from(icons), "Research icon")
            ),
            Ability::Instead(Instead::FreeRecruit { cost, from }) => write!(
                f,
                "Instead of your normal action, recruit for free a Specialist whose basic cost is \
                 exactly {cost} icons, {from}."
            ),
            Ability::Instead(Instead::GiftRecruit { tokens, from }) => write!(
                f,
                "Instead of your normal action, pass {} of any type to the next player (on your \
                 left) and recruit any Specialist {from} whatever its cost.",
                Plural(u32::from(tokens), "Research token")
            ),
            Ability::Instead(Instead::Draw(n)) => write!(
                f,
                "Instead of your normal action, draw {} from the Specialist deck.",
                Plural(u32::from(n), "card")
            ),
            Ability::DrawAfterRecruit(when) => {
                write!(f, "After {when}, draw a card from the Specialist deck.")
            }
            Ability::Boost(price) => {
                f.write_str("At the end of your turn you may ")?;
                match price {
                    Price::Tokens(n) => write!(
                        f,
                        "pass {} to the next player (on your left)",
                        Plural(u32::from(n), "Research token")
                    )?,
                    Price::ReturnCard => {
                        f.write_str("return a Specialist from your hand to the Center")?
                    }
                }
                f.write_str(
                    " to gain one Skill icon of your choice, which counts toward completing a \
                     Project this turn.",
                )
            }
            Ability::Score(score) => write!(f, "At game end, covered or not: {score}."),
        }
    }
}

/// A Specialist's short name: `#7 Engineer` (its card number and what its
/// picture shows, the field of its first Skill).
#[derive(Clone, Copy, Debug)]
pub struct CardName(Card);

impl fmt::Display for CardName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = self
            .0
            .data()
            .skills
            .first()
            .map_or("Specialist", |s| s.specialist());
        write!(f, "{} {kind}", self.0)
    }
}

/// A Specialist card in full (see [`Card::text`]).
#[derive(Clone, Copy, Debug)]
pub struct CardText {
    card: Card,
    indent: usize,
}

impl CardText {
    /// The same text with every line indented by `indent` more spaces.
    pub const fn indented(mut self, indent: usize) -> CardText {
        self.indent = indent;
        self
    }
}

impl fmt::Display for CardText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let data = self.card.data();
        let mut head = format!(
            "{} — {} — Skill{}: ",
            CardName(self.card),
            Points(self.card),
            if data.skills.len() == 1 { "" } else { "s" }
        );
        for (i, s) in data.skills.iter().enumerate() {
            if i > 0 {
                head.push_str(", ");
            }
            let _ = write!(head, "{}", s.label());
        }
        wrap(f, self.indent, self.indent + 4, &head)?;
        let cost = format!(
            "Recruitment Cost ({}, reduced from the bottom up): {}",
            Plural(u32::from(data.basic_cost()), "icon"),
            IconList(data.cost)
        );
        wrap(f, self.indent + 4, self.indent + 6, &cost)?;
        wrap(
            f,
            self.indent + 4,
            self.indent + 6,
            &ability_line(self.card),
        )
    }
}

/// `Ability 7: Provides ...`, or `No ability: ...` for a card with two
/// Skills instead.
pub(crate) fn ability_line(card: Card) -> String {
    match card.data().ability {
        Ability::None => format!("{}", Ability::None),
        ability => format!("Ability {}: {ability}", card.printed()),
    }
}

impl Card {
    /// The card's short name, `#7 Engineer`.
    pub const fn name(self) -> CardName {
        CardName(self)
    }

    /// The card in full, as printed, on three lines (or more, wrapped at 100
    /// columns): its name, Progress points (an asterisk when they depend on
    /// the ability) and Skills; its Recruitment Cost bottom first; its
    /// numbered ability in the words of the ability reference.
    ///
    /// ```
    /// use lets_go_rules::Card;
    ///
    /// let text = Card::number(7).unwrap().text().to_string();
    /// assert_eq!(
    ///     text.lines().collect::<Vec<_>>(),
    ///     [
    ///         "#7 Engineer — Progress 2 — Skill: Engineering (blue)",
    ///         "    Recruitment Cost (3 icons, reduced from the bottom up): blue, red, purple",
    ///         "    Ability 7: Provides 1 Research icon of any type, only when recruiting a Specialist from your",
    ///         "      hand.",
    ///     ]
    /// );
    /// ```
    pub const fn text(self) -> CardText {
        CardText {
            card: self,
            indent: 0,
        }
    }
}

/// A Project side in full (see [`ProjectId::text`]).
#[derive(Clone, Copy, Debug)]
pub struct ProjectText {
    project: ProjectId,
    indent: usize,
}

impl ProjectText {
    /// The same text with every line indented by `indent` more spaces.
    pub const fn indented(mut self, indent: usize) -> ProjectText {
        self.indent = indent;
        self
    }
}

impl fmt::Display for ProjectText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = self.project.data();
        let head = format!(
            "{} ({} spacecraft, tile {}) — Progress {}",
            self.project,
            if side.soviet { "Soviet" } else { "American" },
            self.project.tile() + 1,
            side.points
        );
        wrap(f, self.indent, self.indent + 4, &head)?;
        let skills = format!("Skills required: {}", side.skills);
        wrap(f, self.indent + 4, self.indent + 6, &skills)
    }
}

impl ProjectId {
    /// The Project side in full: the spacecraft, its programme and tile, its
    /// Progress points and the Skills it requires.
    ///
    /// ```
    /// use lets_go_rules::ProjectId;
    ///
    /// let vostok = ProjectId::parse("vostok-1").unwrap();
    /// assert_eq!(
    ///     vostok.text().to_string(),
    ///     "Vostok 1 (Soviet spacecraft, tile 2) — Progress 4\n    \
    ///      Skills required: 1 blue, 1 green, 2 purple\n"
    /// );
    /// ```
    pub const fn text(self) -> ProjectText {
        ProjectText {
            project: self,
            indent: 0,
        }
    }
}

/// The Specialist on top of Division `d` of `p`, with its ability.
fn top(s: &RawState, p: PlayerId, d: Field) -> Option<(Card, Ability)> {
    let card = s.hubs.get(p)?.top(d)?;
    Some((card, card.data().ability))
}

/// `ability 7 of #7 Engineer, on top of your Engineering Division`.
fn ability_of(out: &mut dyn Write, card: Card, d: Field) -> fmt::Result {
    write!(
        out,
        "ability {} of {}, on top of your {d} Division",
        card.printed(),
        card.name()
    )
}

/// What is left to pay after providing `need` less `wild`: `still to pay
/// after it: 1 blue and 1 red`, or `this completes the recruitment of #7
/// Engineer`.
fn after_payment(out: &mut dyn Write, card: Card, need: &Icons, wild: u32) -> fmt::Result {
    if need.total() <= wild {
        write!(out, "this completes the recruitment of {}", card.name())
    } else {
        write!(out, "still to pay after it: {}", StillToPay(need, wild))
    }
}

impl RawState {
    /// `describe_action` of [`Describe`].
    fn sentence(&self, p: PlayerId, action: &Action, out: &mut dyn Write) -> fmt::Result {
        let left = p.next(self.players());
        let hub = self.hubs.get(p).copied().unwrap_or_default();
        let hand = self.hands.get(p).copied().unwrap_or_default();
        let from = |c: Card| {
            if hand.contains(c.index()) {
                "your hand"
            } else {
                "the Center"
            }
        };
        match (self.stage, *action) {
            (_, Action::Take(c)) => write!(
                out,
                "Take {} ({}) from the Center into your hand",
                c.name(),
                Points(c)
            ),
            (_, Action::Draw) => write!(
                out,
                "Draw a secret card from the Specialist deck ({} left)",
                self.deck.len()
            ),
            (Stage::Choosing { ability }, Action::Recruit { card, division }) => {
                write!(
                    out,
                    "Recruit {} ({}) from {} into your {division} Division ",
                    card.name(),
                    Points(card),
                    from(card)
                )?;
                match top(self, p, ability).map(|(_, a)| a) {
                    Some(Ability::Instead(Instead::GiftRecruit { tokens, .. })) => write!(
                        out,
                        "whatever its cost, then pass {} of your choice to {left}",
                        Plural(u32::from(tokens), "Research token")
                    )?,
                    _ => out.write_str("for free")?,
                }
                Ok(())
            }
            (_, Action::Recruit { card, division }) => {
                let need = recruitment_cost(&hub, card, division);
                let ignored = u32::from(card.data().basic_cost()).saturating_sub(need.total());
                write!(
                    out,
                    "Recruit {} ({}) from {} into your {division} Division: ",
                    card.name(),
                    Points(card),
                    from(card)
                )?;
                match (need.total(), card.data().basic_cost()) {
                    (0, 2) => out.write_str(
                        "free, your Division's matching Skills ignore both icons of its cost",
                    )?,
                    (0, cost) => write!(
                        out,
                        "free, your Division's matching Skills ignore all {cost} icons of its cost"
                    )?,
                    _ => {
                        write!(out, "Research required {need}")?;
                        match ignored {
                            0 => {}
                            1 => out.write_str(" (the bottom icon of its cost ignored)")?,
                            n => write!(out, " (the bottom {n} icons of its cost ignored)")?,
                        }
                    }
                }
                Ok(())
            }
            (Stage::Paying(pay), Action::Use(d)) => {
                out.write_str("Use ")?;
                let Some((card, ability)) = top(self, p, d) else {
                    return write!(out, "the ability on top of your {d} Division");
                };
                ability_of(out, card, d)?;
                let mut need = pay.need;
                let mut wild = u32::from(pay.wild);
                match ability {
                    Ability::Research(icons) => {
                        out.write_str(": +")?;
                        for (i, r) in icons.iter().enumerate() {
                            if i > 0 {
                                out.write_str(" +")?;
                            }
                            write!(out, "1 {}", r.colour())?;
                            need.take(*r);
                        }
                        out.write_str(" Research; ")?;
                    }
                    Ability::Wild { icons, .. } => {
                        write!(
                            out,
                            ": +{} of any colour; ",
                            Plural(u32::from(icons), "icon")
                        )?;
                        wild += u32::from(icons);
                    }
                    _ => out.write_str(": ")?,
                }
                after_payment(out, pay.card, &need, wild)
            }
            (_, Action::Use(d)) => {
                out.write_str("Use ")?;
                let Some((card, ability)) = top(self, p, d) else {
                    return write!(out, "the ability on top of your {d} Division");
                };
                ability_of(out, card, d)?;
                match ability {
                    Ability::Instead(Instead::FreeRecruit { cost, from }) => write!(
                        out,
                        ", instead of your action: then recruit for free a Specialist of basic \
                         cost exactly {cost} {from}"
                    ),
                    Ability::Instead(Instead::GiftRecruit { tokens, from }) => write!(
                        out,
                        ", instead of your action: then recruit a Specialist {from} whatever its \
                         cost, and pass {} to {left}",
                        Plural(u32::from(tokens), "Research token")
                    ),
                    Ability::Instead(Instead::Draw(n)) => write!(
                        out,
                        ", instead of your action: draw {} from the deck ({} left)",
                        Plural(u32::from(n), "card"),
                        self.deck.len()
                    ),
                    Ability::DrawAfterRecruit(_) => write!(
                        out,
                        ": draw a card from the deck ({} left)",
                        self.deck.len()
                    ),
                    Ability::Boost(Price::Tokens(n)) => write!(
                        out,
                        ": pass {} to {left} for one Skill icon of your choice this turn",
                        Plural(u32::from(n), "Research token")
                    ),
                    Ability::Boost(Price::ReturnCard) => out.write_str(
                        ": return a Specialist from your hand to the Center for one Skill icon of \
                         your choice this turn",
                    ),
                    _ => Ok(()),
                }
            }
            (Stage::Paying(pay), Action::Pay(f)) if pay.tokens_due > 0 => {
                write!(
                    out,
                    "Pass a {} Research token to {left} for the ability",
                    f.colour()
                )?;
                match pay.tokens_due - 1 {
                    0 => write!(
                        out,
                        "; this completes the recruitment of {}",
                        pay.card.name()
                    ),
                    more => write!(
                        out,
                        " ({} due after it)",
                        Plural(u32::from(more), "more token")
                    ),
                }
            }
            (Stage::Paying(pay), Action::Pay(f)) => {
                let mut need = pay.need;
                need.take(f);
                write!(
                    out,
                    "Pay a {} Research token to {left} toward {}; ",
                    f.colour(),
                    pay.card.name()
                )?;
                after_payment(out, pay.card, &need, u32::from(pay.wild))
            }
            (Stage::Paying(pay), Action::Return(c)) => {
                write!(
                    out,
                    "Return {} from your hand to the Center: 2 Research icons of any colour \
                     toward {}; ",
                    c.name(),
                    pay.card.name()
                )?;
                after_payment(out, pay.card, &pay.need, u32::from(pay.wild) + 2)
            }
            (Stage::Boosting(b), Action::Pay(f)) => {
                write!(
                    out,
                    "Pass a {} Research token to {left} for the Skill",
                    f.colour()
                )?;
                match b.tokens_due.saturating_sub(1) {
                    0 => out.write_str("; this pays for it"),
                    more => write!(
                        out,
                        " ({} due after it)",
                        Plural(u32::from(more), "more token")
                    ),
                }
            }
            (_, Action::Pay(f)) => write!(out, "Pass a {} Research token to {left}", f.colour()),
            (_, Action::Return(c)) => write!(
                out,
                "Return {} from your hand to the Center to pay for the Skill",
                c.name()
            ),
            (_, Action::Skill(f)) => {
                write!(
                    out,
                    "Choose {} as the Skill icon for this turn's Project check",
                    f.label()
                )?;
                let mut skills = self.project_skills(p);
                skills.add(f);
                let mut first = true;
                for slot in self.projects.iter().filter(|s| s.owner.is_none()) {
                    let req = &slot.project.data().skills;
                    if skills.covers(req) && !self.project_skills(p).covers(req) {
                        out.write_str(if first { " (then you meet " } else { ", " })?;
                        write!(out, "{}", slot.project)?;
                        first = false;
                    }
                }
                if !first {
                    out.write_str(")")?;
                }
                Ok(())
            }
            (_, Action::Claim(project)) => write!(
                out,
                "Complete {project} (Progress {})",
                project.data().points
            ),
            (_, Action::EndTurn) => {
                out.write_str("End your turn")?;
                let mut met = self.met_projects(p);
                match (met.next(), met.next()) {
                    (None, _) => out.write_str("; your Hub meets no Project"),
                    (Some(project), None) => write!(
                        out,
                        "; you then complete {project} (Progress {})",
                        project.data().points
                    ),
                    (Some(_), Some(_)) => out
                        .write_str("; you then choose which of the Projects you meet to complete"),
                }
            }
            (_, Action::Pass) => {
                out.write_str("Pass: you can neither take a Specialist nor recruit one")
            }
        }
    }

    /// `explain_action` of [`Describe`].
    fn explanation(&self, p: PlayerId, action: &Action, out: &mut dyn Write) -> fmt::Result {
        match (self.stage, *action) {
            (_, Action::Take(c) | Action::Return(c) | Action::Recruit { card: c, .. }) => {
                write!(out, "{}", c.text())
            }
            (Stage::Paying(pay), Action::Pay(_)) => write!(out, "{}", pay.card.text()),
            (Stage::Boosting(b), Action::Pay(_) | Action::Skill(_)) => {
                match top(self, p, b.ability) {
                    Some((card, _)) => write!(out, "{}", card.text()),
                    None => Ok(()),
                }
            }
            (_, Action::Use(d)) => match top(self, p, d) {
                Some((card, _)) => write!(out, "{}", card.text()),
                None => writeln!(out, "Your {d} Division is empty."),
            },
            (_, Action::Claim(project)) => write!(out, "{}", project.text()),
            (_, Action::Draw) => wrap(
                out,
                0,
                2,
                &format!(
                    "The Specialist deck: {} face down. You take one of them into your hand \
                     without showing it; if fewer than 6 Specialists are left face up in the \
                     Center, it is refilled from the deck.",
                    Plural(self.deck.len() as u32, "card")
                ),
            ),
            (_, Action::EndTurn) => {
                wrap(
                    out,
                    0,
                    2,
                    "At the end of your turn, if the Skill icons of all the Specialists in your \
                     Hub (covered or not, plus any gained this turn) meet every requirement of a \
                     Project still on the table, you take that Project tile; at most one Project \
                     per turn.",
                )?;
                for project in self.met_projects(p) {
                    write!(out, "{}", project.text().indented(2))?;
                }
                Ok(())
            }
            (_, Action::Pay(f)) => writeln!(out, "A {} Research token.", f.colour()),
            (_, Action::Skill(f)) => writeln!(out, "A {} Skill icon.", f.label()),
            (_, Action::Pass) => wrap(
                out,
                0,
                2,
                "You must perform one and only one action on your turn; when you can neither \
                 take a Specialist (the Center and the deck are empty) nor recruit one, you pass \
                 (ruling R8).",
            ),
        }
    }
}

/// Words for people: actions as sentences for the seat to act, the full
/// text of what an action refers to, and the card sheet.
impl Describe for LetsGo {
    fn describe_action(&self, seat: PlayerId, action: &Action, out: &mut dyn Write) -> fmt::Result {
        self.s.sentence(seat, action, out)
    }

    fn explain_action(&self, seat: PlayerId, action: &Action, out: &mut dyn Write) -> fmt::Result {
        self.s.explanation(seat, action, out)
    }

    fn card_sheet(config: &Config, out: &mut dyn Write) -> fmt::Result {
        card_sheet(config, out)
    }
}

/// Every component, in the rulebook's order of Components: the Specialist
/// cards (by field, by number), the Project tiles, the Hub's Divisions, the
/// Research tokens and the First Player marker.
fn card_sheet(config: &Config, out: &mut dyn Write) -> fmt::Result {
    let n = u32::from(config.players);
    writeln!(out, "LET'S GO! TO SPACE — the components, for {n} players")?;
    writeln!(out)?;
    writeln!(out, "SPECIALIST CARDS ({NUM_SPECIALISTS})")?;
    wrap(
        out,
        2,
        2,
        "Progress points are scored at game end; an asterisk (*) means the score depends on the \
         ability. Skills (round icons) say which Divisions of the Hub the Specialist may join, \
         what it contributes to completing Projects, and how much it reduces the Recruitment \
         Cost of new Specialists added to the same Division. The Recruitment Cost (square \
         Research icons) is reduced from the bottom up. An ability is active while its card is \
         on top of its Division (scoring abilities: at game end, covered or not), from the turn \
         after it is recruited, at most once per turn, and is optional. Abilities 1 to 19 are \
         the rulebook's; abilities 20 to 60 and the cards' printed values are designed.",
    )?;
    for (b, field) in Field::ALL.iter().enumerate() {
        writeln!(out)?;
        writeln!(
            out,
            "  {}s — {} — cards #{} to #{}",
            field.specialist(),
            field.label(),
            12 * b + 1,
            12 * b + 12
        )?;
        for card in Card::all().skip(12 * b).take(12) {
            write!(out, "{}", card.text().indented(4))?;
        }
    }
    writeln!(out)?;
    writeln!(
        out,
        "PROJECT TILES ({NUM_TILES}, each with a Soviet and an American side; {} in play)",
        n + 2
    )?;
    wrap(
        out,
        2,
        2,
        "At the end of your turn, after either action, if the Skill icons of all the \
         Specialists in your Hub, covered or not, meet every requirement of a Project still on \
         the table, you take that Project tile (at most one per turn; Skills are not spent). \
         Each Project is completed by one player only.",
    )?;
    for tile in 0..NUM_TILES as u8 {
        let sides = [ProjectId::of_tile(tile, 0), ProjectId::of_tile(tile, 1)];
        writeln!(out)?;
        write!(out, "  Tile {}:", tile + 1)?;
        for (i, side) in sides.iter().flatten().enumerate() {
            write!(out, "{} {side}", if i == 0 { "" } else { " /" })?;
        }
        writeln!(out)?;
        for side in sides.iter().flatten() {
            write!(out, "{}", side.text().indented(4))?;
        }
    }
    writeln!(out)?;
    writeln!(
        out,
        "THE RESEARCH & DEVELOPMENT HUB (one per player): five Divisions"
    )?;
    for field in Field::ALL {
        writeln!(
            out,
            "  {} — {}s; Skill and Research icons of this colour",
            field.label(),
            field.specialist()
        )?;
    }
    writeln!(out)?;
    writeln!(
        out,
        "RESEARCH TOKENS ({} in play): each player starts with 5, one of each colour",
        5 * n
    )?;
    wrap(
        out,
        2,
        2,
        "A token pays one Research icon of its colour when you recruit, and goes to the player \
         on your left. Some abilities ask for tokens of any colours.",
    )?;
    writeln!(out)?;
    writeln!(out, "FIRST PLAYER MARKER")?;
    wrap(
        out,
        2,
        2,
        "Not passed on during the game: once the last round has started (all Projects \
         completed, or 12 Specialists in one Hub), play continues until it reaches the First \
         Player, who does not take another turn.",
    )
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use super::*;

    #[test]
    fn what_is_still_to_pay_reads_as_a_list() {
        let need = Icons([0, 0, 1, 1, 1]);
        let to_pay = |need: &Icons, wild| StillToPay(need, wild).to_string();
        assert_eq!(to_pay(&need, 0), "1 yellow, 1 red and 1 purple");
        assert_eq!(to_pay(&need, 1), "any 2 of yellow, red and purple");
        assert_eq!(to_pay(&need, 2), "1 yellow, red or purple icon");
        assert_eq!(to_pay(&need, 3), "nothing");
        assert_eq!(to_pay(&Icons([0, 0, 0, 1, 1]), 1), "1 red or purple icon");
        assert_eq!(to_pay(&Icons([2, 1, 0, 0, 0]), 0), "2 blue and 1 green");
        assert_eq!(
            to_pay(&Icons([2, 1, 0, 0, 0]), 1),
            "any 2 of 2 blue and 1 green"
        );
        assert_eq!(to_pay(&Icons([3, 0, 0, 0, 0]), 1), "2 blue");
        assert_eq!(to_pay(&Icons([0, 1, 0, 0, 0]), 0), "1 green");
    }

    #[test]
    fn a_specialists_points_keep_their_asterisk() {
        let card = |n| Card::number(n).expect("a card");
        assert_eq!(Points(card(7)).to_string(), "Progress 2");
        assert!(card(11).data().asterisk());
        assert_eq!(Points(card(11)).to_string(), "Progress 1*");
    }
}
