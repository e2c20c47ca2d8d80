//! **Perform a Static Fire** and **Perform a Launch** ("Calculating the
//! Rocket's Yield", "Calculating the Launch Probability", "Launching the
//! Rocket", "Successful Launch"): the rocket's thrust, mass and yield with
//! every modifier, the Space Operations Center's Authority, the launch
//! itself and what a success deposits.
//!
//! Rulings applied: R1–R3 (the completed tables), R4 (launch credits), R19
//! (Malvina Glushko and Felipe de la Cierva), R24 (thrust modifiers and the
//! Heavy Version), R25 (Aerospike Nozzles), R26 (astronauts), R27 (what a
//! successful launch leaves), R29 (per-launch Mission conditions).

use cardgame_core::{Audience, EventSink, PlayerId};

use crate::data::directors::DirectorSpecialty;
use crate::data::engineers::{engineer, soc_authority, EngineerSpecialty as ES, ThrustTarget};
use crate::data::events::BaseEvent;
use crate::data::missions::Mission;
use crate::data::tables::{launch_need, rocket_yield, soc_needed, Destination};
use crate::data::technology::{
    kind, Characteristic as C, TechName, TechType, SINGLE_STAGE_CARDS, TYPE_CARDS,
};
use crate::event::{Event, RollKind, Why};
use crate::state::{Know, RawState, RollPurpose, Seat, Slot};

/// A rocket's figures as the Launch Pad stands, this turn's modifiers included.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Rocket {
    /// Total thrust.
    pub thrust: u16,
    /// Total mass.
    pub mass: u16,
    /// Yield (tenths), `None` if out of the table.
    pub yield_tenths: Option<u8>,
    /// First Stages built (a Single-Stage Orbital Launcher counts).
    pub first_stages: u8,
    /// Upper Stages built (a Single-Stage Orbital Launcher counts: "this
    /// Technology is considered both a First Stage and an Upper Stage").
    pub upper_stages: u8,
    /// Payloads built.
    pub payloads: u8,
    /// R&D built.
    pub rnd: u8,
    /// A Single-Stage Orbital Launcher is built.
    pub single_stage: bool,
    /// Astronauts carried.
    pub astronauts: u8,
    /// "Crewed flight" Payloads.
    pub crewed_cards: u8,
    /// Sum of the printed construction costs (thousands).
    pub cost: u16,
    /// A Nuclear First or Upper Stage is built.
    pub nuclear_stage: bool,
    /// A Solar Sail or a Conical Capsule is built (Space Debris Alert).
    pub debris_risk: bool,
    /// First Stages stay on the pad after a success ("Reuse").
    pub reuse: bool,
}

impl Rocket {
    /// At least 1 First Stage, 1 Upper Stage and 1 Payload.
    pub fn complete(&self) -> bool {
        self.first_stages > 0 && self.upper_stages > 0 && self.payloads > 0
    }

    /// At least 1 First Stage and 1 Upper Stage (static fire).
    pub fn fire_ready(&self) -> bool {
        self.first_stages > 0 && self.upper_stages > 0
    }
}

impl RawState {
    /// Whether `p`'s Director Specialty is active this turn and is `spec`.
    fn director_active_is(&self, p: PlayerId, spec: DirectorSpecialty) -> bool {
        let s = self.seat(p);
        s.director_active && s.director_card().specialty == spec
    }

    /// The rocket on `p`'s Launch Pad, with this turn's Specialties.
    pub fn rocket(&self, p: PlayerId) -> Rocket {
        self.rocket_of(self.seat(p))
    }

    /// The rocket on the Launch Pad of the board `s`, with its Specialties.
    pub(crate) fn rocket_of(&self, s: &Seat) -> Rocket {
        rocket_of_board(s)
    }
}

/// The rocket on the Launch Pad of the board `s`, with this turn's
/// Specialties of its Engineers and Director.
pub(crate) fn rocket_of_board(s: &Seat) -> Rocket {
    let mut r = Rocket::default();
    // Whole-turn Engineer Specialties of this player, in one pass.
    let (mut solid, mut liquid_bonus, mut ion, mut nuclear_up) = (0u16, 0u16, 0u16, 0u16);
    let (mut flat, mut reduction, mut kosuke) = (0u16, 0u16, false);
    for e in s.turn_engineers.iter() {
        match engineer(e as u8).specialty {
            ES::StageThrust(t, n) => {
                let n = u16::from(n);
                match t {
                    ThrustTarget::SolidFirstStage => solid += n,
                    ThrustTarget::LiquidFirstStage => liquid_bonus += n,
                    ThrustTarget::IonUpperStage => ion += n,
                    ThrustTarget::NuclearUpperStage => nuclear_up += n,
                }
            }
            ES::ThrustBonus(n) => flat += u16::from(n),
            ES::MassReduction(n) => reduction += u16::from(n),
            ES::CapsuleAstronaut => kosuke = true,
            _ => {}
        }
    }
    let mut first = 0u16;
    let mut other = 0u16;
    let mut mass = 0u16;
    let mut heavy = false;
    let mut liquid = 0u8;
    let (mut seats, mut press, mut cargos, mut capsules) = (0u8, 0u8, 0u8, 0u8);
    let mut crew = 0u16;
    let mut aerospikes = [0u8; 3];
    let mut n_aero = 0usize;
    for c in s.pad.iter() {
        let k = kind(c as u8);
        mass += u16::from(k.mass);
        r.cost += u16::from(k.cost);
        let t = u16::from(k.thrust);
        match k.ty {
            TechType::FirstStage => {
                r.first_stages += 1;
                first += t + match k.characteristic {
                    C::SolidPropulsion => solid,
                    C::LiquidPropulsion => liquid_bonus,
                    _ => 0,
                };
                if k.characteristic == C::LiquidPropulsion {
                    liquid += 1;
                }
                if k.characteristic == C::SingleStageOrbital {
                    r.single_stage = true;
                    r.upper_stages += 1;
                }
                r.nuclear_stage |= k.characteristic.is_nuclear();
            }
            TechType::UpperStage => {
                r.upper_stages += 1;
                other += t + match k.characteristic {
                    C::IonEngine => ion,
                    C::NuclearPropulsion => nuclear_up,
                    _ => 0,
                };
                r.nuclear_stage |= k.characteristic.is_nuclear();
            }
            TechType::Payload => {
                r.payloads += 1;
                other += t;
                let n = k.characteristic.crew();
                crew += u16::from(n);
                if n > 0 {
                    r.crewed_cards += 1;
                }
                if k.id == TechName::Cargo {
                    cargos += 1;
                }
                if k.id == TechName::ConicalCapsule {
                    capsules += 1;
                    r.debris_risk = true;
                }
            }
            TechType::Rnd => {
                r.rnd += 1;
                other += t;
                match k.characteristic {
                    C::HeavyVersion => heavy = true,
                    C::ExtraSeat => seats += 1,
                    C::Pressurization => press += 1,
                    C::Reuse => r.reuse = true,
                    C::Aerospike(v) => {
                        if let Some(slot) = aerospikes.get_mut(n_aero) {
                            *slot = v;
                            n_aero += 1;
                        }
                    }
                    _ => {}
                }
                if k.id == TechName::SolarSail {
                    r.debris_risk = true;
                }
            }
        }
    }
    // "Heavy" Version: the First Stages' total thrust ×2.
    if heavy {
        first *= 2;
    }
    let mut thrust = first + other + flat;
    if let DirectorSpecialty::ThrustBonus(n) = s.director_card().specialty {
        if s.director_active {
            thrust += u16::from(n);
        }
    }
    // Aerospike Nozzles: only with a Liquid Propulsion First Stage, one
    // per such stage (the strongest count first).
    aerospikes.sort_unstable_by(|a, b| b.cmp(a));
    for v in aerospikes.iter().take(usize::from(liquid)) {
        reduction += u16::from(*v);
    }
    r.thrust = thrust;
    r.mass = mass.saturating_sub(reduction);
    r.yield_tenths = rocket_yield(r.thrust, r.mass);
    // Astronauts: Crewed flight icons, Kosuke Omi, Extra Seats (one per
    // crewed Payload), Pressurization (one per Cargo, 2 astronauts).
    if kosuke {
        crew += u16::from(capsules);
    }
    crew += u16::from(seats.min(r.crewed_cards));
    crew += 2 * u16::from(press.min(cargos));
    r.astronauts = crew.min(255) as u8;
    r
}

impl RawState {
    /// Which stages and Payloads the rocket on `p`'s Launch Pad has, as
    /// counts that stop at 1 (the other figures left at zero): enough for
    /// [`Rocket::complete`] and [`Rocket::fire_ready`], and much cheaper
    /// than [`RawState::rocket`] (a few set intersections, no card read).
    pub(crate) fn rocket_stages(&self, p: PlayerId) -> Rocket {
        let pad = &self.seat(p).pad;
        let has = |ty: TechType| u8::from(!pad.is_disjoint(&TYPE_CARDS[ty.index()]));
        let single_stage = !pad.is_disjoint(&SINGLE_STAGE_CARDS);
        Rocket {
            first_stages: has(TechType::FirstStage),
            // The Single-Stage Orbital Launcher is an Upper Stage too.
            upper_stages: has(TechType::UpperStage) | u8::from(single_stage),
            payloads: has(TechType::Payload),
            single_stage,
            ..Rocket::default()
        }
    }

    /// Authority (tenths) of `p`'s Engineers on the Space Operations Center.
    pub fn soc_authority(&self, p: PlayerId) -> u16 {
        self.seat(p)
            .on(Slot::Soc)
            .iter()
            .map(|e| u16::from(soc_authority(e as u8)))
            .sum()
    }

    /// Authority (tenths) `p` needs at the Space Operations Center for `dest` this turn.
    pub fn soc_required(&self, p: PlayerId, dest: Destination) -> u16 {
        u16::from(soc_needed(dest)).saturating_sub(self.soc_relief(p))
    }

    /// How much less Authority (tenths) `p` needs this turn at the Space
    /// Operations Center, toward every destination: Engineer Training, the
    /// Director's and the Engineers' Authority reductions.
    pub(crate) fn soc_relief(&self, p: PlayerId) -> u16 {
        self.soc_relief_of(self.seat(p))
    }

    /// [`RawState::soc_relief`] for the board `s`.
    pub(crate) fn soc_relief_of(&self, s: &Seat) -> u16 {
        let mut relief = 0u16;
        if self.event_is(BaseEvent::EngineerTraining) {
            relief += 20;
        }
        if let DirectorSpecialty::AuthorityReduction(n) = s.director_card().specialty {
            if s.director_active {
                relief = relief.saturating_add(u16::from(n) * 10);
            }
        }
        for e in s.turn_engineers.iter() {
            if let ES::AuthorityReduction(n) = engineer(e as u8).specialty {
                relief = relief.saturating_add(u16::from(n));
            }
        }
        relief
    }

    /// The die result `p` needs to launch toward `dest` now with the rocket
    /// `r` on its Launch Pad, or why it cannot.
    pub(crate) fn launch_need_with(
        &self,
        p: PlayerId,
        dest: Destination,
        r: &Rocket,
    ) -> Result<u8, &'static str> {
        let y = self.launch_yield(p, r)?;
        self.launch_need_at(dest, y, self.soc_authority(p), self.soc_relief(p))
    }

    /// Whether a launch can follow in `p`'s Administration turn once its
    /// Director's Specialty is active (Harper Tompkins, Yang Jinmei, Shuguang
    /// Jun: "must be used before a launch during the same Administration
    /// phase", ruling R43): no launch yet this turn, a Director action left
    /// after the Specialty's, and a destination the rocket can then reach.
    pub(crate) fn launch_could_follow(&self, p: PlayerId) -> bool {
        let s = self.seat(p);
        if s.launched || s.actions_left < 2 {
            return false;
        }
        self.launch_could_follow_with(p, &self.rocket(p))
    }

    /// [`RawState::launch_could_follow`] with `p`'s rocket `base` as the
    /// Launch Pad stands now (this turn's Specialties as they are): the
    /// Director's Specialty, once active, adds its thrust bonus or lowers
    /// the Authority needed, and changes nothing else of the rocket.
    pub(crate) fn launch_could_follow_with(&self, p: PlayerId, base: &Rocket) -> bool {
        let s = self.seat(p);
        if s.launched || s.actions_left < 2 {
            return false;
        }
        let mut r = *base;
        let mut extra_relief = 0u16;
        if !s.director_active {
            match s.director_card().specialty {
                DirectorSpecialty::ThrustBonus(n) => {
                    r.thrust += u16::from(n);
                    r.yield_tenths = rocket_yield(r.thrust, r.mass);
                }
                DirectorSpecialty::AuthorityReduction(n) => extra_relief = u16::from(n) * 10,
                _ => {}
            }
        }
        let Ok(y) = self.launch_yield(p, &r) else {
            return false;
        };
        let authority = self.soc_authority(p);
        let relief = self.soc_relief(p).saturating_add(extra_relief);
        Destination::ALL
            .into_iter()
            .any(|d| self.launch_need_at(d, y, authority, relief).is_ok())
    }

    /// The destination-independent launch conditions; the rocket's yield.
    pub(crate) fn launch_yield(&self, p: PlayerId, r: &Rocket) -> Result<u8, &'static str> {
        let s = self.seat(p);
        if s.launched {
            return Err("the launch action is available only once per turn");
        }
        if !r.complete() {
            return Err("the rocket needs at least 1 First Stage, 1 Upper Stage and 1 Payload");
        }
        // "The player must also have one or more Engineers on the Space
        // Operations Center board with sufficient Authority": an Engineer is
        // needed even when reductions bring the Authority needed to 0.
        if s.on(Slot::Soc).is_empty() {
            return Err("a launch needs one or more Engineers on the Space Operations Center");
        }
        if r.nuclear_stage && self.event_is(BaseEvent::AntiNuclearDemonstration) {
            return Err("Anti-Nuclear Demonstration: no launch with a Nuclear stage this turn");
        }
        if r.debris_risk && self.event_is(BaseEvent::SpaceDebrisAlert) {
            return Err(
                "Space Debris Alert: no launch with a Solar Sail or a Conical Capsule this turn",
            );
        }
        let Some(y) = r.yield_tenths else {
            return Err("the rocket's thrust or mass is not in the yield table");
        };
        if self.config.mission() == Some(Mission::M12) && y < 26 {
            return Err("Mission 12 forbids launching a rocket with a yield below 2.6");
        }
        if self.event_is(BaseEvent::TimidInsurers) && s.credits < 60 {
            return Err("Timid Insurers: a launch costs 60,000 this turn");
        }
        Ok(y)
    }

    /// The destination's conditions, given the yield, the SOC Authority and
    /// the turn's [`RawState::soc_relief`].
    pub(crate) fn launch_need_at(
        &self,
        dest: Destination,
        yield_tenths: u8,
        authority: u16,
        relief: u16,
    ) -> Result<u8, &'static str> {
        let Some(need) = launch_need(yield_tenths, dest) else {
            return Err("the rocket's yield cannot reach that destination");
        };
        if authority < u16::from(soc_needed(dest)).saturating_sub(relief) {
            return Err("not enough Authority at the Space Operations Center for that destination");
        }
        Ok(need)
    }

    /// Starts a launch (the Director action) toward `dest`, needing `need`
    /// with rocket `r`, as [`RawState::plan`] worked them out. (The
    /// insurance paid below changes nothing of the rocket.)
    pub(crate) fn launch<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        dest: Destination,
        need: u8,
        r: &Rocket,
        ev: &mut S,
    ) {
        if let Some(s) = self.seats.get_mut(p) {
            s.launched = true;
        }
        if self.event_is(BaseEvent::TimidInsurers) {
            self.pay(p, 60, Why::Insurance, ev);
        }
        ev.emit(
            Audience::All,
            Event::LaunchAttempt {
                seat: p,
                dest,
                thrust: r.thrust,
                mass: r.mass,
                yield_tenths: r.yield_tenths.unwrap_or(0),
                need,
            },
        );
        let modifier = if self.event_is(BaseEvent::PerfectWeatherConditions) {
            1
        } else if self.event_is(BaseEvent::BadWeatherConditions) {
            -2
        } else {
            0
        };
        self.start_roll(p, RollPurpose::Launch(dest), need, modifier, true, ev);
    }

    /// A successful launch: 80,000, the deposits, the rocket back to the reserve.
    pub(crate) fn launch_succeeded<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        dest: Destination,
        ev: &mut S,
    ) {
        let r = self.rocket(p);
        let mission = self.config.mission();
        let keep_first = r.reuse || self.director_active_is(p, DirectorSpecialty::KeepFirstStages);
        let credits = self.seat(p).director_card().launch_credits;
        let Some(s) = self.seats.get_mut(p) else {
            return;
        };
        let mut dep = crate::state::Deposit::ZERO;
        let pad = s.pad;
        for c in pad.iter() {
            let k = kind(c as u8);
            let to_soc = match k.ty {
                TechType::Payload => {
                    match k.id {
                        TechName::Satellite => dep.satellites += 1,
                        TechName::Cargo => dep.cargos += 1,
                        TechName::Rover => dep.rovers += 1,
                        _ => {}
                    }
                    true
                }
                TechType::Rnd => match k.characteristic {
                    C::CubeSat(_) => {
                        dep.cubesats += 1;
                        true
                    }
                    C::ExtraSeat | C::Pressurization => true,
                    _ => false,
                },
                TechType::FirstStage => {
                    if keep_first {
                        continue;
                    }
                    false
                }
                TechType::UpperStage => false,
            };
            s.pad.remove(c);
            if to_soc {
                s.soc.insert(c);
            } else {
                s.reserve.insert(c);
            }
        }
        dep.astronauts = r.astronauts;
        dep.crewed_cards = r.crewed_cards;
        dep.launches = 1;
        dep.crewed_launches = u8::from(r.crewed_cards > 0);
        let add = |d: &mut crate::state::Deposit| {
            d.astronauts = d.astronauts.saturating_add(dep.astronauts);
            d.crewed_cards = d.crewed_cards.saturating_add(dep.crewed_cards);
            d.satellites = d.satellites.saturating_add(dep.satellites);
            d.cargos = d.cargos.saturating_add(dep.cargos);
            d.rovers = d.rovers.saturating_add(dep.rovers);
            d.cubesats = d.cubesats.saturating_add(dep.cubesats);
            d.launches = d.launches.saturating_add(1);
            d.crewed_launches = d.crewed_launches.saturating_add(dep.crewed_launches);
        };
        add(&mut s.deposits[dest.index()]);
        // Per-launch Mission conditions (Missions 4 and 6).
        let qualifies = match mission {
            Some(Mission::M4) => r.rnd == 0,
            Some(Mission::M6) => r.cost < 160,
            _ => true,
        };
        if qualifies {
            add(&mut s.qualifying[dest.index()]);
        }
        let crewed = r.crewed_cards > 0;
        let flag = match mission {
            Some(Mission::M1) => dest == Destination::Geo && r.rnd > 0,
            Some(Mission::M2) => dest == Destination::Geo && crewed && r.astronauts >= 2,
            Some(Mission::M8) => dest == Destination::Mars && crewed && r.thrust >= 29,
            _ => false,
        };
        s.mission_flag |= flag;
        s.launches = s.launches.saturating_add(1);
        s.farthest = s.farthest.max(Some(dest));
        for c in s.soc.iter() {
            self.tech_known.set(c as u8, Know::PUBLIC);
        }
        self.reserve_grew = true;
        ev.emit(
            Audience::All,
            Event::LaunchSucceeded {
                seat: p,
                dest,
                astronauts: r.astronauts,
            },
        );
        self.gain(p, u16::from(credits), Why::Launch, ev);
        self.check_investors(
            p,
            super::investors::Trigger::Launch {
                dest,
                crewed,
                payloads: r.payloads,
            },
            ev,
        );
    }

    /// Whether `p` may perform a static fire now.
    pub(crate) fn static_fire_problem(&self, p: PlayerId) -> Option<&'static str> {
        self.static_fire_problem_with(p, &self.rocket_stages(p))
    }

    /// [`RawState::static_fire_problem`] with `p`'s rocket (or only its
    /// [`RawState::rocket_stages`]) already computed.
    pub(crate) fn static_fire_problem_with(&self, p: PlayerId, r: &Rocket) -> Option<&'static str> {
        if self.seat(p).static_fired {
            return Some("the static fire action is available only once per turn");
        }
        if self.event_is(BaseEvent::SupplyProblem) {
            return Some("Supply Problem: no static fire is allowed this turn");
        }
        if !r.fire_ready() {
            return Some("a static fire needs at least 1 First Stage and 1 Upper Stage built");
        }
        None
    }

    /// A static fire: 4+ (6+ under Crucial Performance Test) gains a die.
    /// Reserve dice cannot rescue a failure.
    pub(crate) fn static_fire<S: EventSink<Event>>(&mut self, p: PlayerId, ev: &mut S) {
        if let Some(s) = self.seats.get_mut(p) {
            s.static_fired = true;
        }
        let need = if self.event_is(BaseEvent::CrucialPerformanceTest) {
            6
        } else {
            4
        };
        let roll = self.roll_d12();
        let success = roll >= need;
        ev.emit(
            Audience::All,
            Event::Rolled {
                seat: p,
                kind: RollKind::StaticFire,
                roll,
                need,
                success,
            },
        );
        if success {
            self.gain_die(p, ev);
            self.check_investors(p, super::investors::Trigger::StaticFire, ev);
        }
    }
}
