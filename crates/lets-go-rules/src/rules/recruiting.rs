//! Recruiting a Specialist to the Hub (rulebook heading): "On your turn, you
//! may recruit a Specialist to your Hub: directly from the face-up
//! Specialists in the Center, OR from your hand. ... 1. Choose the Division
//! of your Hub that the Specialist will join. 2. Determine the Research
//! required to recruit that Specialist. 3. Provide the necessary Research
//! icons, then place the Specialist card into the chosen Division slot on
//! your Hub."
//!
//! Step 1 chooses the Division ([`crate::Action::Recruit`]); Step 2 is
//! [`recruitment_cost`]; Step 3 is a sequence of small decisions — a token
//! (`pay`), a Specialist returned from hand (`return`, two icons of any
//! colours), an ability (`use`) — until every icon is provided, when the
//! Specialist is placed on top of its Division.
//!
//! A recruitment may only start when it can be completed, and every step
//! keeps it completable: each step provides an icon still required, so the
//! sources left always cover what is left.
//!
//! Rulings applied here: R3 (paying icon by icon, only what is required,
//! only what can be finished), R5 (returned Specialists), R6 (the top
//! ability of the destination Division may still help pay), R10 (abilities
//! used instead of the action).

use alloc::vec::Vec;

use cardgame_core::{Audience, CardSet, EventSink, PlayerId};

use crate::action::Action;
use crate::data::{Card, Field, Icons, Instead, RecruitFrom, When, NUM_SPECIALISTS, SPECIALISTS};
use crate::error::RuleError;
use crate::event::Event;
use crate::rules::abilities::{RESEARCH_ICONS, USE_PAYING, WILD_ICONS};
use crate::state::{EndTrigger, Hub, Payment, RawState, Recruited, Stage, HUB_CAPACITY};

/// Step 2: the Research icons still required to recruit `card` into
/// `division` of `hub`. Each Skill icon matching the Division among the
/// Specialists already there (covered or not) removes one icon of the basic
/// cost, from the bottom up; the cost can reach zero.
#[inline]
pub fn recruitment_cost(hub: &Hub, card: Card, division: Field) -> Icons {
    let ignored = usize::from(hub.matching_skills(division)).min(MAX_COST);
    COST_ABOVE[card.table_index()][ignored]
}

/// The most icons of a basic Recruitment Cost.
const MAX_COST: usize = 6;

/// `COST_ABOVE[card][k]`: the icons of the card's basic cost above its
/// bottom `k` (a table, so Step 2 costs nothing on the hot path).
const COST_ABOVE: [[Icons; MAX_COST + 1]; NUM_SPECIALISTS] = {
    let mut table = [[Icons::ZERO; MAX_COST + 1]; NUM_SPECIALISTS];
    let mut card = 0;
    while card < NUM_SPECIALISTS {
        let cost = SPECIALISTS[card].cost;
        let mut k = 0;
        while k <= MAX_COST {
            let mut icons = [0u8; 5];
            let mut i = k;
            while i < cost.len() {
                icons[cost[i] as usize] += 1;
                i += 1;
            }
            table[card][k] = Icons(icons);
            k += 1;
        }
        card += 1;
    }
    table
};

/// `DIVISION_BITS[card]`: the Divisions the card may join (Step 1: those
/// of its Skills), bit `i` for `Field::ALL[i]` (a table, so listing
/// recruitments reads no slices; 64 wide, so a bit of a [`card_mask`]
/// indexes it unchecked, and the ids past the last card join none).
const DIVISION_BITS: [u8; 64] = {
    let mut table = [0u8; 64];
    let mut card = 0;
    while card < NUM_SPECIALISTS {
        let skills = SPECIALISTS[card].skills;
        let mut i = 0;
        while i < skills.len() {
            table[card] |= 1 << (skills[i] as u8);
            i += 1;
        }
        card += 1;
    }
    table
};

/// `COST_ABOVE_PACKED[card][k]`: [`COST_ABOVE`], [`packed`] (see
/// [`packed_beyond`]; 64 by 8, as
/// [`DIVISION_BITS`], so masked indices need no check).
const COST_ABOVE_PACKED: [[u64; 8]; 64] = {
    let mut table = [[0u64; 8]; 64];
    let mut card = 0;
    while card < NUM_SPECIALISTS {
        let mut k = 0;
        while k <= MAX_COST {
            table[card][k] = packed(COST_ABOVE[card][k]);
            k += 1;
        }
        card += 1;
    }
    table
};

/// The high bit of each of the five bytes of a packed count of icons.
pub(crate) const HIGH: u64 = 0x80_8080_8080;

/// `icons` packed one field per byte: the count of field `f` in byte `f`.
#[inline]
pub(crate) const fn packed(icons: Icons) -> u64 {
    let [a, b, c, d, e] = icons.0;
    u64::from_le_bytes([a, b, c, d, e, 0, 0, 0])
}

/// `icons` packed one field per byte (as [`packed`]), each count capped at 64 (more than
/// any Recruitment Cost asks for, so [`packed_beyond`] is unchanged by it,
/// with room for the icons of five Research abilities below 128).
#[inline]
pub(crate) fn packed_clamped(icons: &Icons) -> u64 {
    let w = packed(*icons);
    // The bytes of 64 or more (bit 6 or 7 set) become 64.
    let big = ((w >> 6) | (w >> 7)) & 0x01_0101_0101;
    (w & !(big * 0xff)) | (big << 6)
}

/// Packed counts (a byte per field, as [`RESEARCH_PACKED`]) as [`Icons`].
#[inline]
fn unpacked(w: u64) -> Icons {
    Icons(core::array::from_fn(|f| (w >> (8 * f)) as u8))
}

/// `RESEARCH_PACKED[card]`: [`RESEARCH_ICONS`], [`packed`].
const RESEARCH_PACKED: [u64; NUM_SPECIALISTS] = {
    let mut table = [0u64; NUM_SPECIALISTS];
    let mut card = 0;
    while card < NUM_SPECIALISTS {
        table[card] = packed(RESEARCH_ICONS[card]);
        card += 1;
    }
    table
};

/// [`Icons::beyond`] on packed counts: the icons of `need` that `have`
/// leaves uncovered, colour by colour, summed. Every byte of both is below
/// 128 and `need` holds at most 6 icons per byte (a Recruitment Cost), so
/// no byte borrows from its neighbour and the sum fits a byte.
#[inline]
fn packed_beyond(need: u64, have: u64) -> u32 {
    // Per byte: 128 + need - have, whose high bit says need >= have.
    let d = (need | HIGH).wrapping_sub(have);
    let covered = ((d & HIGH) >> 7).wrapping_mul(0x7f);
    let excess = d & covered;
    // The five bytes summed into the fifth.
    ((excess.wrapping_mul(0x01_0101_0101) >> 32) & 0xff) as u32
}

/// The Specialists of `set` as a mask of card ids: its first word, as card
/// ids are below 64 (walking its bits is much cheaper than iterating the set).
#[inline]
pub(crate) fn card_mask(set: &CardSet) -> u64 {
    set.words()[0]
}

/// Calls `f` with each card of `mask` (a [`card_mask`]), in id order.
#[inline]
pub(crate) fn for_each_card(mut mask: u64, mut f: impl FnMut(Card)) {
    while mask != 0 {
        let i = mask.trailing_zeros();
        mask &= mask - 1;
        if let Some(card) = Card::new(i as u8) {
            f(card);
        }
    }
}

/// The facts of a recruitment that abilities' conditions look at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct RecruitFacts {
    pub from_hand: bool,
    pub into_empty: bool,
    pub card: Card,
}

impl When {
    /// Whether a recruitment meets the condition.
    pub(crate) fn holds(self, r: RecruitFacts) -> bool {
        let data = r.card.data();
        match self {
            When::FromHand => r.from_hand,
            When::FromCenter => !r.from_hand,
            When::IntoEmptyDivision => r.into_empty,
            When::CostAtLeast(n) => data.basic_cost() >= n,
            When::CostAtMost(n) => data.basic_cost() <= n,
            When::TwoSkills => data.skills.len() >= 2,
        }
    }
}

impl RecruitFrom {
    /// Whether a Specialist from the hand (else from the Center) may be
    /// recruited.
    pub(crate) const fn allows(self, from_hand: bool) -> bool {
        match self {
            RecruitFrom::Hand => from_hand,
            RecruitFrom::Center => !from_hand,
            RecruitFrom::Anywhere => true,
        }
    }

    /// Text for error messages.
    pub(crate) const fn describe(self) -> &'static str {
        match self {
            RecruitFrom::Hand => "your hand",
            RecruitFrom::Center => "the Center",
            RecruitFrom::Anywhere => "the Center or your hand",
        }
    }
}

/// The decision when a Specialist is named for an ability that draws.
pub(crate) const DRAWS_NOBODY: &str =
    "not a recruitment, as the ability you used draws cards and recruits nobody";

/// The decision when a Specialist is returned to pay the tokens an
/// ability asks for.
pub(crate) const TOKENS_ONLY: &str =
    "which Research token to pass for the ability, which asks for tokens only (returning a Specialist pays none)";

/// How a recruitment is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    /// The normal action: pay the Recruitment Cost.
    Normal,
    /// Through an ability used instead of the action.
    Ability(Instead),
}

/// The Research a player could provide this turn, before choosing the card:
/// tokens and unused Research abilities by colour, and the conditional
/// icons of any colour of unused Wild abilities.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Supply {
    tokens: Icons,
    /// The icons of the Research abilities, packed (see [`RESEARCH_PACKED`]).
    research: u64,
    /// Tokens and Research abilities, packed as [`packed_clamped`].
    packed: u64,
    /// The cards of the Wild abilities (bit = card id).
    wild: u64,
    hand: u32,
}

impl Supply {
    /// Icons that nothing can provide toward `need` for this recruitment.
    #[inline]
    pub(crate) fn shortfall(&self, need: &Icons, facts: RecruitFacts) -> u32 {
        let missing = need.beyond(&self.tokens.plus(&unpacked(self.research)));
        // Every card in hand but the one being recruited is worth two icons.
        let hand = self.hand.saturating_sub(u32::from(facts.from_hand));
        let mut wild = 2 * hand;
        if missing <= wild {
            return 0;
        }
        wild += self.wild_icons(facts);
        missing.saturating_sub(wild)
    }

    /// The icons of any colour the Wild abilities add to this recruitment.
    #[inline]
    fn wild_icons(&self, facts: RecruitFacts) -> u32 {
        let mut wild = 0;
        let mut cards = self.wild;
        while cards != 0 {
            let i = cards.trailing_zeros();
            cards &= cards - 1;
            if let Some(Some((icons, when))) = WILD_ICONS.get(i as usize) {
                if when.holds(facts) {
                    wild += u32::from(*icons);
                }
            }
        }
        wild
    }
}

/// Steps 2–3 for a normal recruitment: how many of the icons required
/// nothing `supply` holds can provide (0 when affordable).
#[inline]
pub(crate) fn affordability(
    hub: &Hub,
    supply: &Supply,
    card: Card,
    division: Field,
    from_hand: bool,
) -> u32 {
    let need = recruitment_cost(hub, card, division);
    let facts = RecruitFacts {
        from_hand,
        into_empty: hub.top(division).is_none(),
        card,
    };
    supply.shortfall(&need, facts)
}

impl RawState {
    /// What player `p` could provide toward a recruitment this turn.
    pub(crate) fn supply(&self, p: PlayerId) -> Supply {
        self.supply_with_hand(p, self.hands.get(p).map_or(0, |h| h.len() as u32))
    }

    /// [`RawState::supply`], with the size of `p`'s hand known.
    #[inline(always)]
    fn supply_with_hand(&self, p: PlayerId, hand: u32) -> Supply {
        let tokens = self.tokens.get(p).copied().unwrap_or_default();
        let mut s = Supply {
            tokens,
            research: 0,
            packed: packed_clamped(&tokens),
            wild: 0,
            hand,
        };
        let Some(hub) = self.hubs.get(p) else {
            return s;
        };
        // Summed a byte per colour: two icons at most per ability, so no
        // byte overflows.
        let mut ready = self.ready_mask(hub, USE_PAYING);
        while ready != 0 {
            let d = ready.trailing_zeros();
            ready &= ready - 1;
            if let Some(card) = Field::from_index(d as usize).and_then(|d| hub.top(d)) {
                let i = card.table_index();
                s.research += RESEARCH_PACKED[i];
                s.wild |= u64::from(WILD_ICONS[i].is_some()) << i;
            }
        }
        s.packed += s.research;
        s
    }

    /// Lists the normal recruitments `p` can afford, sorted (by card, then
    /// Division): the checks of [`RawState::check_recruit`] in
    /// [`Mode::Normal`], without building refusals. `center` and `in_hand`
    /// are [`card_mask`] of the Center and of `p`'s hand.
    pub(crate) fn list_recruitments(
        &self,
        p: PlayerId,
        center: u64,
        in_hand: u64,
        out: &mut Vec<Action>,
    ) {
        let Some(hub) = self.hubs.get(p) else {
            return;
        };
        if hub.len() >= HUB_CAPACITY {
            return;
        }
        let supply = self.supply_with_hand(p, in_hand.count_ones());
        let coloured = supply.packed;
        // Step 2 per Division: the bottom icons its matching Skills remove.
        // 8 wide, so a masked Division indexes it unchecked.
        let mut ignored = [0usize; 8];
        for (k, &d) in ignored.iter_mut().zip(&Field::ALL) {
            *k = usize::from(hub.matching_skills(d)).min(MAX_COST);
        }
        // Every card in hand but the one recruited is worth two icons.
        let hand_icons_if = [2 * supply.hand, 2 * supply.hand.saturating_sub(1)];
        let mut candidates = center | in_hand;
        // The cards in id order.
        while candidates != 0 {
            let i = candidates.trailing_zeros() as usize & 63;
            candidates &= candidates - 1;
            let from_hand = (in_hand >> i) & 1;
            let hand_icons = hand_icons_if[from_hand as usize & 1];
            let mut divisions = DIVISION_BITS[i];
            if divisions == 0 {
                continue;
            }
            let Some(card) = Card::new(i as u8) else {
                continue;
            };
            while divisions != 0 {
                let d = divisions.trailing_zeros() as usize & 7;
                divisions &= divisions - 1;
                let Some(division) = Field::from_index(d) else {
                    continue;
                };
                let need = COST_ABOVE_PACKED[i][ignored[d] & 7];
                let from_hand = from_hand != 0;
                // What tokens and Research abilities leave uncovered; when
                // the hand covers it, no wild ability needs a look.
                let missing = packed_beyond(need, coloured);
                let mut affordable = missing <= hand_icons;
                if !affordable && supply.wild != 0 {
                    let facts = RecruitFacts {
                        from_hand,
                        into_empty: hub.top(division).is_none(),
                        card,
                    };
                    affordable = missing <= hand_icons + supply.wild_icons(facts);
                }
                // Listed, then kept only when affordable: no branch for
                // random play to mispredict.
                let len = out.len();
                out.push(Action::Recruit { card, division });
                out.truncate(len + usize::from(affordable));
            }
        }
    }

    /// Steps 1–2 and the affordability of Step 3: the payment a
    /// recruitment of `card` into `division` by `p` starts with.
    pub(crate) fn check_recruit(
        &self,
        p: PlayerId,
        card: Card,
        division: Field,
        mode: Mode,
        supply: Option<&Supply>,
    ) -> Result<Payment, RuleError> {
        let pay = self.recruit_payment(p, card, division, mode)?;
        if let (Mode::Normal, Some(hub)) = (mode, self.hubs.get(p)) {
            let own;
            let supply = match supply {
                Some(s) => s,
                None => {
                    own = self.supply(p);
                    &own
                }
            };
            let missing = affordability(hub, supply, card, division, pay.from_hand);
            if missing > 0 {
                return Err(RuleError::CannotAfford {
                    card,
                    division,
                    missing: missing.min(255) as u8,
                });
            }
        }
        Ok(pay)
    }

    /// Steps 1–2 of a recruitment, without the affordability of a normal
    /// one ([`RawState::check_recruit`] adds it): the payment it starts with.
    #[inline]
    pub(crate) fn recruit_payment(
        &self,
        p: PlayerId,
        card: Card,
        division: Field,
        mode: Mode,
    ) -> Result<Payment, RuleError> {
        let hand = self.hands.get(p).ok_or(RuleError::NotAvailable { card })?;
        let hub = self.hubs.get(p).ok_or(RuleError::NotAvailable { card })?;
        let from_hand = hand.contains(card.index());
        if !from_hand && !self.center.contains(card.index()) {
            return Err(RuleError::NotAvailable { card });
        }
        let data = card.data();
        if let Mode::Ability(
            Instead::FreeRecruit { from, .. } | Instead::GiftRecruit { from, .. },
        ) = mode
        {
            if !from.allows(from_hand) {
                return Err(RuleError::WrongSource {
                    card,
                    from: from.describe(),
                });
            }
        }
        if !data.has_skill(division) {
            return Err(RuleError::SkillMismatch { card, division });
        }
        if hub.len() >= HUB_CAPACITY {
            return Err(RuleError::HubFull);
        }
        let mut pay = Payment {
            card,
            division,
            from_hand,
            need: Icons::ZERO,
            wild: 0,
            tokens_due: 0,
        };
        match mode {
            Mode::Normal => pay.need = recruitment_cost(hub, card, division),
            Mode::Ability(Instead::FreeRecruit { cost, .. }) => {
                if data.basic_cost() != cost {
                    return Err(RuleError::WrongCost {
                        card,
                        cost: data.basic_cost(),
                        required: cost,
                    });
                }
            }
            Mode::Ability(Instead::GiftRecruit { tokens, .. }) => {
                let held = self.tokens.get(p).map_or(0, |t| t.total());
                if held < u32::from(tokens) {
                    return Err(RuleError::CannotAfford {
                        card,
                        division,
                        missing: (u32::from(tokens) - held).min(255) as u8,
                    });
                }
                pay.tokens_due = tokens;
            }
            Mode::Ability(Instead::Draw(_)) => {
                return Err(RuleError::WrongDecision {
                    expected: DRAWS_NOBODY,
                })
            }
        }
        Ok(pay)
    }

    /// Starts a checked recruitment: the card is shown, then the Research is
    /// provided step by step (or at once when nothing is required).
    pub(crate) fn start_recruitment<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        pay: Payment,
        events: &mut S,
    ) {
        if pay.from_hand {
            if let Some(k) = self.known.get_mut(p) {
                k.insert(pay.card.index());
            }
        }
        if events.wants_events() {
            events.emit(
                Audience::All,
                Event::Recruiting {
                    player: p,
                    card: pay.card,
                    division: pay.division,
                    from_hand: pay.from_hand,
                    need: pay.need,
                },
            );
        }
        if pay.settled() {
            self.complete_recruitment(p, &pay, events);
        } else {
            self.stage = Stage::Paying(pay);
        }
    }

    /// Step 3, one icon: the checks of `pay`, `return` and `use` while paying.
    #[inline(always)]
    pub(crate) fn check_payment_step(
        &self,
        p: PlayerId,
        pay: &Payment,
        action: Step,
    ) -> Result<(), RuleError> {
        match action {
            Step::Token(f) => {
                if pay.tokens_due == 0 && pay.need.get(f) == 0 {
                    return Err(RuleError::NotNeeded { research: f });
                }
                if self.tokens.get(p).map_or(0, |t| t.get(f)) == 0 {
                    return Err(RuleError::NoToken { research: f });
                }
                Ok(())
            }
            Step::Return(card) => {
                if pay.tokens_due > 0 {
                    return Err(RuleError::WrongDecision {
                        expected: TOKENS_ONLY,
                    });
                }
                if card == pay.card {
                    return Err(RuleError::ReturningRecruit { card });
                }
                if !self.hands.get(p).is_some_and(|h| h.contains(card.index())) {
                    return Err(RuleError::NotInHand { card });
                }
                Ok(())
            }
        }
    }

    /// Applies one checked payment step, completing the recruitment once
    /// everything is provided.
    pub(crate) fn apply_payment_step<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        mut pay: Payment,
        action: Step,
        events: &mut S,
    ) {
        match action {
            Step::Token(f) => {
                self.give_token(p, f, events);
                if pay.tokens_due > 0 {
                    pay.tokens_due -= 1;
                } else {
                    pay.need.take(f);
                }
            }
            Step::Return(card) => {
                self.return_to_center(p, card, events);
                pay.wild = pay.wild.saturating_add(2);
            }
        }
        self.continue_payment(p, pay, events);
    }

    /// After a step: complete the recruitment when settled, else keep paying.
    pub(crate) fn continue_payment<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        pay: Payment,
        events: &mut S,
    ) {
        if pay.settled() {
            self.complete_recruitment(p, &pay, events);
        } else {
            self.stage = Stage::Paying(pay);
        }
    }

    /// Passes a Research token to the player on the left.
    pub(crate) fn give_token<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        f: Field,
        events: &mut S,
    ) {
        let left = p.next(self.players());
        let taken = self.tokens.get_mut(p).is_some_and(|t| t.take(f));
        if taken {
            if let Some(t) = self.tokens.get_mut(left) {
                t.add(f);
            }
            if events.wants_events() {
                events.emit(
                    Audience::All,
                    Event::Paid {
                        player: p,
                        research: f,
                        to: left,
                    },
                );
            }
        }
    }

    /// Returns a Specialist from a hand to the Center (it may hold more than 6).
    pub(crate) fn return_to_center<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        card: Card,
        events: &mut S,
    ) {
        if let Some(h) = self.hands.get_mut(p) {
            h.remove(card.index());
        }
        if let Some(k) = self.known.get_mut(p) {
            k.remove(card.index());
        }
        self.center.insert(card.index());
        if events.wants_events() {
            events.emit(Audience::All, Event::Returned { player: p, card });
        }
    }

    /// Places the recruited Specialist on top of its Division; its ability
    /// waits for the player's next turn. Then the Center is refilled and the
    /// turn goes on after the action.
    #[inline(always)]
    pub(crate) fn complete_recruitment<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        pay: &Payment,
        events: &mut S,
    ) {
        let (card, division, from_hand) = (pay.card, pay.division, pay.from_hand);
        // The card is in one place: the hand (known there) or the Center.
        if from_hand {
            if let Some(h) = self.hands.get_mut(p) {
                h.remove(card.index());
            }
            if let Some(k) = self.known.get_mut(p) {
                k.remove(card.index());
            }
        } else {
            self.center.remove(card.index());
        }
        let mut twelve = false;
        if let Some(hub) = self.hubs.get_mut(p) {
            let into_empty = hub.top(division).is_none();
            hub.push(card, division).ok();
            twelve = hub.len() >= HUB_CAPACITY;
            self.turn.recruited = Some(Recruited {
                card,
                division,
                from_hand,
                into_empty,
            });
        }
        self.turn.progress = true;
        if events.wants_events() {
            events.emit(
                Audience::All,
                Event::Recruited {
                    player: p,
                    card,
                    division,
                },
            );
        }
        if twelve {
            self.start_last_round(EndTrigger::TwelveSpecialists(p), events);
        }
        self.action_done(events);
    }
}

/// One step of providing Research.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Step {
    /// A token of this colour.
    Token(Field),
    /// A Specialist returned from hand.
    Return(Card),
}
