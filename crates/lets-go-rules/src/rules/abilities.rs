//! Abilities (the rulebook's Parts of a Specialist Card, 6: "Ability -
//! active while the Specialist card is on top of their Division, or during
//! scoring at game end"; Step 3: "Any ability of the new Specialist cannot
//! be used immediately - the new ability becomes available on your next
//! turn"), and the ability reference: one interpreter for every numbered
//! ability.
//!
//! An ability is active while its Specialist is on top of its Division, is
//! used at most once per turn, is always optional (a `use` decision), and
//! is not available on the turn its Specialist is recruited. Asterisk (*)
//! scoring abilities count at game end, covered or not ([`score_bonus`]).
//!
//! What an ability does depends on the point of the turn:
//! - choosing the action: abilities used instead of it ([`Instead`]);
//! - paying a recruitment: extra Research icons ([`Ability::Research`],
//!   [`Ability::Wild`]);
//! - after the action: a draw after a recruitment
//!   ([`Ability::DrawAfterRecruit`]) and end-of-turn Skills
//!   ([`Ability::Boost`]).
//!
//! Rulings applied here: R6 (when an ability is active), R9 (ability 19 and
//! its designed kin), R10 (abilities used instead of the action), R11
//! (abilities that do nothing are not offered), R16 (an announced ability
//! has a Specialist to recruit).

use cardgame_core::{Audience, EventSink, PlayerId};

use crate::data::{
    Ability, Card, Field, Icons, Instead, Price, RecruitFrom, Score, When, NUM_SPECIALISTS,
    SPECIALISTS,
};
use crate::error::RuleError;
use crate::event::Event;
use crate::rules::recruiting::{card_mask, Mode, RecruitFacts};
use crate::state::{Boost, Hub, Payment, ProjectSlot, RawState, Stage, HUB_CAPACITY};

/// What using an ability does now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Usage {
    /// Research icons of these colours toward the recruitment.
    Icons(&'static [Field]),
    /// Research icons of any colours toward the recruitment.
    Wild(u8),
    /// The turn's action is replaced.
    Instead(Instead),
    /// Draw a card after the recruitment.
    Draw,
    /// Pay to gain a Skill icon for this turn.
    Boost(Price),
}

/// The points of the turn where an ability may be used: byte `k` of
/// [`use_bits`] (paying a recruitment, choosing the action, after it).
pub(crate) const USE_PAYING: u32 = 0;
const USE_ACTION: u32 = 1;
const USE_AFTER: u32 = 2;

/// `USE_BITS[card]`: bit `8 k` set when the card's ability is used at point
/// `k` of the turn (a table, so the first look of the listing reads no
/// ability data).
const USE_BITS: [u32; NUM_SPECIALISTS] = {
    let mut table = [0u32; NUM_SPECIALISTS];
    let mut card = 0;
    while card < NUM_SPECIALISTS {
        table[card] = match SPECIALISTS[card].ability {
            Ability::Research(_) | Ability::Wild { .. } => 1 << (8 * USE_PAYING),
            Ability::Instead(_) => 1 << (8 * USE_ACTION),
            Ability::DrawAfterRecruit(_) | Ability::Boost(_) => 1 << (8 * USE_AFTER),
            Ability::None | Ability::Score(_) => 0,
        };
        card += 1;
    }
    table
};

/// Where in the turn `card`'s ability may be used at all, as [`USE_BITS`].
#[inline]
pub(crate) fn use_bits(card: Card) -> u32 {
    USE_BITS[card.table_index()]
}

/// `RESEARCH_ICONS[card]`: the Research icons the card's ability provides
/// toward any recruitment (none but for Research abilities).
pub(crate) const RESEARCH_ICONS: [Icons; NUM_SPECIALISTS] = {
    let mut table = [Icons::ZERO; NUM_SPECIALISTS];
    let mut card = 0;
    while card < NUM_SPECIALISTS {
        if let Ability::Research(icons) = SPECIALISTS[card].ability {
            let mut i = 0;
            while i < icons.len() {
                let f = icons[i] as usize;
                table[card].0[f] = table[card].0[f].saturating_add(1);
                i += 1;
            }
        }
        card += 1;
    }
    table
};

/// `RESEARCH_COLOURS[card]`: the colours of [`RESEARCH_ICONS`] (bit `i`
/// for `Field::ALL[i]`).
const RESEARCH_COLOURS: [u8; NUM_SPECIALISTS] = {
    let mut table = [0u8; NUM_SPECIALISTS];
    let mut card = 0;
    while card < NUM_SPECIALISTS {
        let mut f = 0;
        while f < 5 {
            if RESEARCH_ICONS[card].0[f] > 0 {
                table[card] |= 1 << f;
            }
            f += 1;
        }
        card += 1;
    }
    table
};

/// `WILD_ICONS[card]`: the icons of any colour the card's ability provides,
/// and their condition (none but for Wild abilities).
pub(crate) const WILD_ICONS: [Option<(u8, When)>; NUM_SPECIALISTS] = {
    let mut table = [None; NUM_SPECIALISTS];
    let mut card = 0;
    while card < NUM_SPECIALISTS {
        if let Ability::Wild { icons, when } = SPECIALISTS[card].ability {
            table[card] = Some((icons, when));
        }
        card += 1;
    }
    table
};

/// The point of the turn (see [`use_bits`]) of a pending decision where
/// abilities may be used.
const fn use_point(stage: &Stage) -> u32 {
    match stage {
        Stage::Paying(_) => USE_PAYING,
        Stage::Action => USE_ACTION,
        Stage::AfterAction => USE_AFTER,
        _ => 4,
    }
}

/// Whether a Research ability providing `icons` helps pay `pay`, or why not.
#[inline]
fn research_helps(icons: &[Field], pay: &Payment) -> Result<(), &'static str> {
    if pay.tokens_due > 0 {
        return Err("this recruitment asks for Research tokens");
    }
    if !icons.iter().any(|&f| pay.need.get(f) > 0) {
        return Err("none of its Research icons is still required");
    }
    Ok(())
}

/// Whether a Wild ability whose condition is `when` helps pay `pay`, a
/// recruitment into `hub`, or why not.
#[inline]
fn wild_helps(when: When, pay: &Payment, hub: &Hub) -> Result<(), &'static str> {
    if pay.tokens_due > 0 {
        return Err("this recruitment asks for Research tokens");
    }
    let facts = RecruitFacts {
        from_hand: pay.from_hand,
        into_empty: hub.top(pay.division).is_none(),
        card: pay.card,
    };
    if !when.holds(facts) {
        return Err("this recruitment does not meet its condition");
    }
    Ok(())
}

/// `COST_CARDS[n]`: the Specialists of basic cost `n` (bit = card id).
const COST_CARDS: [u64; 8] = {
    let mut table = [0u64; 8];
    let mut card = 0;
    while card < NUM_SPECIALISTS {
        let cost = SPECIALISTS[card].basic_cost() as usize;
        if cost < table.len() {
            table[cost] |= 1 << card;
        }
        card += 1;
    }
    table
};

/// What an ability used instead of the action needs to have something to
/// do: the Specialists it may recruit (hand and Center as [`card_mask`]),
/// room in the Hub, the Research tokens to pass and the deck to draw from.
#[derive(Clone, Copy, Debug)]
struct InsteadFacts {
    hand: u64,
    center: u64,
    room: bool,
    tokens: u32,
    deck: bool,
}

impl InsteadFacts {
    /// Whether `instead` has something to do, or why not.
    #[inline]
    fn check(self, instead: Instead) -> Result<(), &'static str> {
        let sources = |from: RecruitFrom| match from {
            RecruitFrom::Hand => self.hand,
            RecruitFrom::Center => self.center,
            RecruitFrom::Anywhere => self.hand | self.center,
        };
        match instead {
            Instead::FreeRecruit { cost, from } => {
                let of_cost = COST_CARDS.get(usize::from(cost)).copied().unwrap_or(0);
                if !self.room || sources(from) & of_cost == 0 {
                    return Err("no Specialist of that basic cost to recruit");
                }
            }
            Instead::GiftRecruit { tokens, from } => {
                if self.tokens < u32::from(tokens) {
                    return Err("you do not have the Research tokens to pass");
                }
                if !self.room || sources(from) == 0 {
                    return Err("no Specialist to recruit");
                }
            }
            Instead::Draw(_) => {
                if !self.deck {
                    return Err("the Specialist deck is empty");
                }
            }
        }
        Ok(())
    }
}

impl RawState {
    /// The Divisions of `hub` (the current player's) whose top ability is
    /// used at point `kind` of the turn and is ready: not recruited this
    /// turn (the recruited card is on top of its Division), unused.
    #[inline]
    pub(crate) fn ready_mask(&self, hub: &Hub, kind: u32) -> u8 {
        let mut mask = hub.uses(kind) & !self.turn.used.0;
        if let Some(r) = self.turn.recruited {
            let d = r.division.index();
            mask &= !(u8::from(hub.top(r.division) == Some(r.card)) << d);
        }
        mask
    }

    /// The Divisions (bit `i` for `Field::ALL[i]`) whose top ability `p` may
    /// use now.
    #[inline(always)]
    pub(crate) fn usable_mask(&self, p: PlayerId) -> u8 {
        if let Stage::Paying(pay) = &self.stage {
            return self.usable_paying_mask(p, pay, super::held_fields(&pay.need));
        }
        let Some(hub) = self.hubs.get(p) else {
            return 0;
        };
        // The checks of `ability_usage`: the ready mask covers those before
        // `usage_now`.
        let mut candidates = self.ready_mask(hub, use_point(&self.stage));
        let mut mask = 0u8;
        while candidates != 0 {
            let i = candidates.trailing_zeros();
            candidates &= candidates - 1;
            let top = Field::from_index(i as usize).and_then(|d| hub.top(d));
            let Some(card) = top else {
                continue;
            };
            let usable = self.usage_now(p, hub, card.data().ability).is_ok();
            mask |= u8::from(usable) << i;
        }
        mask
    }

    /// The Divisions whose ability `p` may use to help pay `pay` (the
    /// [`RawState::usable_mask`] of [`Stage::Paying`]): the checks of
    /// `research_helps` and `wild_helps` from tables, with `needed` the
    /// colours `pay` still requires (bit `i` for `Field::ALL[i]`).
    #[inline]
    pub(crate) fn usable_paying_mask(&self, p: PlayerId, pay: &Payment, needed: u8) -> u8 {
        // Neither kind helps while tokens are owed (`research_helps`,
        // `wild_helps`).
        let Some(hub) = self.hubs.get(p).filter(|_| pay.tokens_due == 0) else {
            return 0;
        };
        let mut ready = self.ready_mask(hub, USE_PAYING);
        let facts = RecruitFacts {
            from_hand: pay.from_hand,
            into_empty: hub.top(pay.division).is_none(),
            card: pay.card,
        };
        let mut mask = 0u8;
        while ready != 0 {
            let d = ready.trailing_zeros();
            ready &= ready - 1;
            let Some(card) = Field::from_index(d as usize).and_then(|d| hub.top(d)) else {
                continue;
            };
            // Used while paying: a Wild ability, else a Research one.
            let c = card.table_index();
            let usable = match WILD_ICONS[c] {
                Some((_, when)) => when.holds(facts),
                None => RESEARCH_COLOURS[c] & needed != 0,
            };
            mask |= u8::from(usable) << d;
        }
        mask
    }

    /// The one interpreter of the ability reference: what using the ability
    /// on top of Division `d` of `p` does now, or why it cannot be used.
    pub(crate) fn ability_usage(&self, p: PlayerId, d: Field) -> Result<(Card, Usage), RuleError> {
        let hub = self
            .hubs
            .get(p)
            .ok_or(RuleError::NoAbility { division: d })?;
        let card = hub.top(d).ok_or(RuleError::NoAbility { division: d })?;
        if self.turn.recruited.is_some_and(|r| r.card == card) {
            return Err(RuleError::AbilityNotUsable {
                division: d,
                reason: "a new Specialist's ability becomes available on your next turn",
            });
        }
        if self.turn.used.contains(d) {
            return Err(RuleError::AbilityUsed { division: d });
        }
        let ability = card.data().ability;
        if matches!(ability, Ability::None) {
            return Err(RuleError::NoAbility { division: d });
        }
        match self.usage_now(p, hub, ability) {
            Ok(usage) => Ok((card, usage)),
            Err(reason) => Err(RuleError::AbilityNotUsable {
                division: d,
                reason,
            }),
        }
    }

    /// What using `ability`, on top of a Division of `p`'s `hub`, ready
    /// (not recruited this turn, unused), does now, or why it cannot be
    /// used.
    #[inline]
    fn usage_now(&self, p: PlayerId, hub: &Hub, ability: Ability) -> Result<Usage, &'static str> {
        let usage = match (ability, self.stage) {
            (Ability::None, _) => return Err("it has no ability"),
            (Ability::Score(_), _) => return Err("it scores at game end"),
            (Ability::Research(icons), Stage::Paying(pay)) => {
                research_helps(icons, &pay)?;
                Usage::Icons(icons)
            }
            (Ability::Wild { icons, when }, Stage::Paying(pay)) => {
                wild_helps(when, &pay, hub)?;
                Usage::Wild(icons)
            }
            (Ability::Instead(instead), Stage::Action) => {
                self.check_instead(p, instead, hub)?;
                Usage::Instead(instead)
            }
            (Ability::DrawAfterRecruit(when), Stage::AfterAction) => {
                let Some(r) = self.turn.recruited else {
                    return Err("you recruited nobody this turn");
                };
                let facts = RecruitFacts {
                    from_hand: r.from_hand,
                    into_empty: r.into_empty,
                    card: r.card,
                };
                if !when.holds(facts) {
                    return Err("this turn's recruitment does not meet its condition");
                }
                if self.deck.is_empty() {
                    return Err("the Specialist deck is empty");
                }
                Usage::Draw
            }
            (Ability::Boost(price), Stage::AfterAction) => {
                let affordable = match price {
                    Price::Tokens(n) => self.tokens.get(p).map_or(0, |t| t.total()) >= u32::from(n),
                    Price::ReturnCard => self.hands.get(p).is_some_and(|h| !h.is_empty()),
                };
                if !affordable {
                    return Err("you cannot pay its price");
                }
                Usage::Boost(price)
            }
            (Ability::Research(_) | Ability::Wild { .. }, _) => {
                return Err("it provides Research while you recruit")
            }
            (Ability::Instead(_), _) => return Err("it replaces the action of your turn"),
            (Ability::DrawAfterRecruit(_), _) => return Err("it acts after you recruit"),
            (Ability::Boost(_), _) => return Err("it acts at the end of your turn"),
        };
        Ok(usage)
    }

    /// Whether an ability used instead of the action (`use DIVISION`, then
    /// `recruit`) has a Specialist in the Center or in `p`'s hand to recruit.
    pub(crate) fn has_specialist_to_recruit(&self, p: PlayerId, ability: Field) -> bool {
        let mode = self.choosing_mode(p, ability);
        let hand = self.hands.get(p).copied().unwrap_or_default();
        let candidates = self.center.union(&hand);
        let any = candidates
            .iter()
            .filter_map(|i| Card::new(i as u8))
            .any(|card| {
                card.data()
                    .skills
                    .iter()
                    .any(|&d| self.check_recruit(p, card, d, mode, None).is_ok())
            });
        any
    }

    /// Whether an ability used instead of the action has something to do.
    fn check_instead(&self, p: PlayerId, instead: Instead, hub: &Hub) -> Result<(), &'static str> {
        let hand = self.hands.get(p).map_or(0, card_mask);
        self.instead_facts(p, hub, hand, card_mask(&self.center))
            .check(instead)
    }

    /// What abilities used instead of the action look at, for `p` whose
    /// hand and Center are `hand` and `center` (as [`card_mask`]).
    #[inline]
    fn instead_facts(&self, p: PlayerId, hub: &Hub, hand: u64, center: u64) -> InsteadFacts {
        InsteadFacts {
            hand,
            center,
            room: hub.len() < HUB_CAPACITY,
            tokens: self.tokens.get(p).map_or(0, |t| t.total()),
            deck: !self.deck.is_empty(),
        }
    }

    /// The Divisions (bit `i` for `Field::ALL[i]`) whose ability `p` may
    /// use instead of the action, as [`RawState::usable_mask`] finds them
    /// in [`Stage::Action`]: the facts the abilities look at are worked out
    /// once, from the masks of `p`'s hand and the Center.
    #[inline]
    pub(crate) fn usable_instead_mask(&self, p: PlayerId, hand: u64, center: u64) -> u8 {
        let Some(hub) = self.hubs.get(p) else {
            return 0;
        };
        let mut ready = self.ready_mask(hub, USE_ACTION);
        if ready == 0 {
            return 0;
        }
        let facts = self.instead_facts(p, hub, hand, center);
        let mut mask = 0u8;
        while ready != 0 {
            let d = ready.trailing_zeros();
            ready &= ready - 1;
            let top = Field::from_index(d as usize).and_then(|d| hub.top(d));
            if let Some(Ability::Instead(instead)) = top.map(|c| c.data().ability) {
                mask |= u8::from(facts.check(instead).is_ok()) << d;
            }
        }
        mask
    }

    /// Applies a checked use of the ability on top of Division `d`.
    pub(crate) fn use_ability<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        d: Field,
        card: Card,
        usage: Usage,
        events: &mut S,
    ) {
        self.turn.used.insert(d);
        if events.wants_events() {
            events.emit(Audience::All, Event::UsedAbility { player: p, card });
        }
        match usage {
            Usage::Icons(icons) => {
                if let Stage::Paying(mut pay) = self.stage {
                    for &f in icons {
                        pay.need.take(f);
                    }
                    self.continue_payment(p, pay, events);
                }
            }
            Usage::Wild(n) => {
                if let Stage::Paying(mut pay) = self.stage {
                    pay.wild = pay.wild.saturating_add(n);
                    self.continue_payment(p, pay, events);
                }
            }
            Usage::Instead(Instead::Draw(n)) => {
                for _ in 0..n {
                    self.draw_card(p, events);
                }
                self.action_done(events);
            }
            Usage::Instead(_) => self.stage = Stage::Choosing { ability: d },
            Usage::Draw => {
                self.draw_card(p, events);
                self.after_action(events);
            }
            Usage::Boost(price) => {
                let (tokens_due, card_due) = match price {
                    Price::Tokens(n) => (n, false),
                    Price::ReturnCard => (0, true),
                };
                self.stage = Stage::Boosting(Boost {
                    ability: d,
                    skill: None,
                    tokens_due,
                    card_due,
                });
            }
        }
    }

    /// How an ability used instead of the action recruits (`Choosing`).
    pub(crate) fn choosing_mode(&self, p: PlayerId, d: Field) -> Mode {
        match self
            .hubs
            .get(p)
            .and_then(|h| h.top(d))
            .map(|c| c.data().ability)
        {
            Some(Ability::Instead(i)) => Mode::Ability(i),
            _ => Mode::Ability(Instead::Draw(0)),
        }
    }
}

/// The Progress an asterisk ability of `card` adds at game end, covered or
/// not; 0 for other abilities.
#[inline]
pub fn score_bonus(card: Card, hub: &Hub, projects: &[ProjectSlot], owner: PlayerId) -> u32 {
    let Ability::Score(score) = card.data().ability else {
        return 0;
    };
    match score {
        Score::PerSkill { skill, points } => {
            u32::from(points) * u32::from(hub.skill_icons().get(skill))
        }
        Score::PerCovering(points) => u32::from(points) * u32::from(hub.covering(card)),
        Score::PerProject(points) => {
            u32::from(points) * projects.iter().filter(|s| s.owner == Some(owner)).count() as u32
        }
        Score::PerOccupiedDivision(points) => {
            u32::from(points) * u32::from(hub.occupied_divisions())
        }
        Score::PerSpecialistInDivision(points) => {
            let n = hub.division_of(card).map_or(0, |d| hub.division_len(d));
            u32::from(points) * n as u32
        }
        Score::PerTwoSkillSpecialist(points) => {
            let n = hub
                .placed()
                .iter()
                .filter(|p| p.card.data().skills.len() >= 2)
                .count();
            u32::from(points) * n as u32
        }
    }
}
