//! **Technology Characteristics** and Construction: "The player must build a
//! Technology from their reserve …"; the Launch Pad's 3 cards per type, the
//! compatibility rules, the Mission and Solo Event bans, costs, CubeSat
//! earnings.
//!
//! Rulings applied: R24 (the Single-Stage Orbital Launcher is a First Stage
//! for the Heavy Version), R38 (Ethan N. Maughmer's discount).

use cardgame_core::{Audience, EventSink, PlayerId};

use crate::data::events::{BaseEvent, SoloEvent};
use crate::data::investors::Objective;
use crate::data::missions::Mission;
use crate::data::technology::{kind, Characteristic as C, TechType};
use crate::event::{Event, Why};
use crate::state::{propulsion_bit, BuildKind, BuiltByType, CostRuleTag, RawState, PAD_SLOT_LIMIT};

impl RawState {
    /// Why `p` may not build `card` now (reserve membership and cost aside).
    pub(crate) fn build_problem(&self, p: PlayerId, card: u8) -> Option<&'static str> {
        self.build_problem_on(&self.seat(p).built_by_type(), card)
    }

    /// [`RawState::build_problem`] for a Launch Pad holding `built` (its
    /// cards by type, from [`crate::state::Seat::built_by_type`]).
    pub(crate) fn build_problem_on(&self, built: &BuiltByType, card: u8) -> Option<&'static str> {
        let k = kind(card);
        let mission = self.config.mission();
        if k.ty == TechType::Rnd && mission == Some(Mission::M4) {
            return Some("Mission 4 forbids building R&D Technologies");
        }
        let stage = matches!(k.ty, TechType::FirstStage | TechType::UpperStage);
        if stage && k.characteristic.is_nuclear() {
            if mission == Some(Mission::M9) {
                return Some("Mission 9 forbids building Nuclear First and Upper Stages");
            }
            if self.banned(SoloEvent::InternalEthicsPolicy) {
                return Some("Internal Ethics Policy forbids building Nuclear Technologies");
            }
        }
        if k.characteristic == C::SingleStageOrbital && self.banned(SoloEvent::TechnologicalDelay) {
            return Some("Technological Delay forbids building the Single-Stage Orbital Launcher");
        }
        if usize::from(built.count(k.ty)) >= PAD_SLOT_LIMIT {
            return Some("the Launch Pad holds at most 3 Technologies of each type");
        }
        Self::compatibility_problem(built, card)
    }

    /// The Technology Characteristics' compatibility rules alone: why `card`
    /// cannot join the built cards `built` on one rocket.
    pub(crate) fn compatibility_problem(built: &BuiltByType, card: u8) -> Option<&'static str> {
        let k = kind(card);
        // Against the propulsions built (`BuiltByType::first_kinds` and
        // `upper_kinds`): a card of one of the two exclusive kinds (bit 0 or
        // 1) conflicts with any other kind built; any other card with
        // either exclusive kind built.
        let conflicts = |built_kinds: u8, own: u8| {
            if own & 0b011 != 0 {
                built_kinds & !own != 0
            } else {
                built_kinds & 0b011 != 0
            }
        };
        match k.ty {
            TechType::FirstStage => {
                if k.characteristic == C::SingleStageOrbital {
                    if built.count(TechType::FirstStage) > 0
                        || built.count(TechType::UpperStage) > 0
                    {
                        return Some("the Single-Stage Orbital Launcher cannot join other First or Upper Stages");
                    }
                    return None;
                }
                if built.single_stage {
                    return Some("a Single-Stage Orbital Launcher allows no other First Stage");
                }
                let own = propulsion_bit(k.characteristic, C::PulsedNuclear, C::PulsedLaser);
                if conflicts(built.first_kinds, own) {
                    return Some("Pulsed Nuclear and Pulsed Laser Propulsion are compatible only with First Stages of their own kind");
                }
                None
            }
            TechType::UpperStage => {
                if built.single_stage {
                    return Some("a Single-Stage Orbital Launcher allows no Upper Stage");
                }
                let own = propulsion_bit(k.characteristic, C::IonEngine, C::NuclearPropulsion);
                if conflicts(built.upper_kinds, own) {
                    return Some("Ion Engines and Nuclear Propulsion are compatible only with Upper Stages of their own kind");
                }
                None
            }
            TechType::Payload => None,
            TechType::Rnd => {
                if k.characteristic == C::HeavyVersion && built.heavy {
                    return Some("only one Heavy Version can be built per rocket");
                }
                None
            }
        }
    }

    /// Whether a reserve card fits the kind of build asked.
    pub(crate) fn fits_build_kind(card: u8, kind_asked: BuildKind) -> bool {
        let k = kind(card);
        match kind_asked {
            BuildKind::Construction => true,
            BuildKind::FreeByCost(CostRuleTag::Exactly(c)) => k.cost == c,
            BuildKind::FreeByCost(CostRuleTag::AtMost(c)) => k.cost <= c,
            BuildKind::FreePayload => k.ty == TechType::Payload,
            BuildKind::FreeNuclear => k.characteristic.is_nuclear(),
        }
    }

    /// What a Construction of `card` costs `p` now (Ethan N. Maughmer's
    /// discount applies once to the turn's total).
    pub(crate) fn construction_price(&self, p: PlayerId, card: u8) -> u16 {
        u16::from(kind(card).cost.saturating_sub(self.seat(p).discount_left))
    }

    /// Whether `p` may build `card` with this kind of build, `p`'s
    /// [`crate::state::Seat::built_by_type`] already computed.
    pub(crate) fn can_build_on(
        &self,
        p: PlayerId,
        built: &BuiltByType,
        card: u8,
        kind_asked: BuildKind,
    ) -> bool {
        self.seat(p).reserve.contains(usize::from(card))
            && self.fits_and_affordable(p, card, kind_asked)
            && self.build_problem_on(built, card).is_none()
    }

    /// The cheap half of [`RawState::can_build_on`]: `card` fits the build
    /// and, for a Construction, `p` can pay for it.
    fn fits_and_affordable(&self, p: PlayerId, card: u8, kind_asked: BuildKind) -> bool {
        Self::fits_build_kind(card, kind_asked)
            && (kind_asked != BuildKind::Construction
                || self.construction_price(p, card) <= self.seat(p).credits)
    }

    /// Whether some reserve card can be built with this kind of build.
    pub(crate) fn can_build_any(&self, p: PlayerId, kind_asked: BuildKind) -> bool {
        let s = self.seat(p);
        // The Launch Pad's summary, worked out at the first card worth it.
        let mut built = None;
        s.reserve.iter().any(|c| {
            let c = c as u8;
            self.fits_and_affordable(p, c, kind_asked)
                && self
                    .build_problem_on(built.get_or_insert_with(|| s.built_by_type()), c)
                    .is_none()
        })
    }

    /// Builds `card` (paid or free) and applies what building triggers.
    pub(crate) fn build<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        card: u8,
        kind_asked: BuildKind,
        ev: &mut S,
    ) {
        let paid = if kind_asked == BuildKind::Construction {
            let price = self.construction_price(p, card);
            let list = u16::from(kind(card).cost);
            if let Some(s) = self.seats.get_mut(p) {
                s.credits = s.credits.saturating_sub(price);
                s.discount_left = s
                    .discount_left
                    .saturating_sub(list.saturating_sub(price).min(255) as u8);
                s.builds_left = s.builds_left.saturating_sub(1);
            }
            price
        } else {
            0
        };
        let Some(s) = self.seats.get_mut(p) else {
            return;
        };
        let c = usize::from(card);
        if !s.reserve.remove(c) {
            return;
        }
        s.pad.insert(c);
        let k = kind(card);
        s.built_types |= k.type_bits();
        ev.emit(
            Audience::All,
            Event::Built {
                seat: p,
                card,
                paid,
            },
        );
        if let C::CubeSat(credits) = k.characteristic {
            // Missed Call for Tenders: CubeSats may be built but earn nothing.
            if !self.event_is(BaseEvent::MissedCallForTenders) {
                self.gain(p, u16::from(credits), Why::CubeSat, ev);
            }
        }
        if self.investor_asks(Objective::Build(k.id)) {
            self.check_investors(p, super::investors::Trigger::Built(card), ev);
        }
    }
}
