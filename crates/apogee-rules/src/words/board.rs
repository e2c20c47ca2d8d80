//! The board of a viewer: the `Display` of an [`Observation`], within 100
//! columns, in the order of the rulebook's turn — the turn, the phase and
//! the decision asked now; the Mission; the Event; the public board (the
//! Technology rivers, the piles, the Investors); every other player in
//! Director order with its Director, credits, dice, hand, this turn's
//! placement, its Launch Pad and rocket, its reserve and what it has
//! deposited; and last the viewer's own section under `YOU`: the same for
//! its seat, then its dealt Directors, drawn R&D cards, hand and Director
//! in full text. Nothing the viewer may not know.

use alloc::format;
use alloc::string::String;
use core::fmt::{self, Write};

use cardgame_core::{PlayerId, Viewer};

use super::{wrap, wrap_after, Credits, EngineerShort, EventText, Plural, TechShort, Tenths};
use crate::data::directors::director;
use crate::data::engineers::engineer;
use crate::data::investors::investor;
use crate::data::tables::Destination;
use crate::data::technology::TechType;
use crate::observe::{Observation, SeatView};
use crate::rules::launch::rocket_of_board;
use crate::state::{BuildKind, CostRuleTag, DismissReason, Pending, Seat, Slot, Stage};

/// The seat's name for the viewer: `P1 (you)`.
fn who(obs: &Observation, p: PlayerId) -> String {
    if obs.viewer == Viewer::Seat(p) {
        format!("{p} (you)")
    } else {
        format!("{p}")
    }
}

/// Whose, for the viewer: `your` for its own seat, else `P1's`.
fn whose(obs: &Observation, p: PlayerId) -> String {
    if obs.viewer == Viewer::Seat(p) {
        String::from("your")
    } else {
        format!("{p}'s")
    }
}

/// The subject pronoun for a seat: `you` for the viewer's own, else `they`.
fn they(obs: &Observation, p: PlayerId) -> &'static str {
    if obs.viewer == Viewer::Seat(p) {
        "you"
    } else {
        "they"
    }
}

/// The phase and step of a stage, as the rulebook names them.
fn phase(stage: Stage) -> &'static str {
    match stage {
        Stage::ChooseDirectors => "Game Preparation: selecting the Mission Director",
        Stage::StartingTeam => "Game Preparation: recruiting the starting team of Engineers",
        Stage::TurnStart | Stage::EventEffects => "A. Planning phase: 1. Events",
        Stage::Placement => "A. Planning phase: 2. Engineer actions (placing face down)",
        Stage::Specialties => "A. Planning phase: a. Resolution of Specialties",
        Stage::Construction => "A. Planning phase: b. Resolution of Constructions",
        Stage::Rnd => "A. Planning phase: c. Resolution of R&D",
        Stage::Design => "A. Planning phase: d. Resolution of Design",
        Stage::Income => "B. Administration phase: collecting the quarter's earnings",
        Stage::Administration => "B. Administration phase: performing the Director's actions",
        Stage::EndTurn => "End of the turn",
        Stage::Finished => "The game is over",
    }
}

/// What the decision asked now is about.
fn decision(obs: &Observation, out: &mut dyn Write) -> fmt::Result {
    let name = |p: PlayerId| who(obs, p);
    let text = match obs.pending {
        Pending::None => match obs.stage {
            Stage::ChooseDirectors => {
                let waiting: String = obs.to_act.iter().map(|p| format!(" {}", name(p))).collect();
                format!(
                    "every player keeps one of their two dealt Mission Directors, in secret; \
                     still choosing:{waiting}"
                )
            }
            Stage::Placement => {
                let waiting: String = obs.to_act.iter().map(|p| format!(" {}", name(p))).collect();
                format!(
                    "every player places their Engineers face down, one by one in hand order; \
                     still placing:{waiting}"
                )
            }
            Stage::Finished => {
                if obs.winners.is_empty() {
                    String::from(if obs.capped {
                        "nobody fulfilled the Mission before the turn cap: nobody wins"
                    } else {
                        "nobody fulfilled the Mission: nobody wins"
                    })
                } else {
                    let winners: String = obs
                        .winners
                        .iter()
                        .map(|p| format!(" {}", name(p)))
                        .collect();
                    format!("the Mission is fulfilled; winner(s):{winners}")
                }
            }
            _ => String::from("nothing to decide"),
        },
        Pending::StartingTeam(p) => format!(
            "{} recruits the starting team: 1 Senior Engineer or 2 Junior Engineers",
            name(p)
        ),
        Pending::ExtraDie {
            seat,
            purpose,
            need,
            modifier,
        } => format!(
            "{} roll for {} failed (it needs {need} or more{}): roll an extra die ({} held) or \
             accept the failure",
            whose(obs, seat),
            super::roll_purpose(purpose),
            if modifier == 0 {
                String::new()
            } else {
                format!(", the die {modifier:+}")
            },
            obs.seats.get(seat).map_or(0, |s| s.dice)
        ),
        Pending::ReplaceRiver(p) => format!(
            "{} chooses the Technology river line to replace (First Stage, Upper Stage or \
             Payload)",
            name(p)
        ),
        Pending::TakeFromRiver(p) => {
            format!(
                "{} takes a Technology from the river of their choice",
                name(p)
            )
        }
        Pending::Build { seat, kind } => format!(
            "{} builds a Technology from their reserve: {}",
            name(seat),
            match kind {
                BuildKind::Construction => String::from("a Construction, paid for"),
                BuildKind::FreeByCost(CostRuleTag::Exactly(c)) => {
                    format!("for free, a card whose cost is {}", Credits(i64::from(c)))
                }
                BuildKind::FreeByCost(CostRuleTag::AtMost(c)) => {
                    format!(
                        "for free, a card whose cost is {} or less",
                        Credits(i64::from(c))
                    )
                }
                BuildKind::FreePayload => String::from("for free, a Payload"),
                BuildKind::FreeNuclear => String::from("for free, a Nuclear Technology"),
            }
        ),
        Pending::SellReserve { seat, many } => format!(
            "{} sells {} from their reserve on the Public Market",
            name(seat),
            if many {
                "Technologies (any number, then stop)"
            } else {
                "one Technology"
            }
        ),
        Pending::SellBuilt(p) => format!(
            "{} sells one of their built Technologies on the Public Market",
            name(p)
        ),
        Pending::KeepRnd(p) => format!(
            "{} keeps one of the R&D cards they drew; the others go beneath the pile",
            name(p)
        ),
        Pending::Discard(p) => format!(
            "{} reserve holds more than 9 Technology cards: {} discard one beneath its pile",
            whose(obs, p),
            they(obs, p)
        ),
        Pending::DirectorTurn(p) => format!(
            "{} performs a Director action ({} left this turn) or ends their Administration turn",
            name(p),
            obs.seats.get(p).map_or(0, |s| s.actions_left)
        ),
        Pending::Dismiss { seat, left, reason } => format!(
            "{} dismisses Engineers: {}",
            name(seat),
            match reason {
                DismissReason::Debt => format!("{left} still due for the unpaid quarter"),
                DismissReason::ForCredits =>
                    format!("any number (up to {left}), for credits each, then stop"),
                DismissReason::SoloEvent => format!("{left} still due for the Solo Event"),
            }
        ),
        Pending::InterventionTarget(p) => format!(
            "{} Nation Intervention succeeded: {} choose the Mission Director it targets",
            whose(obs, p),
            they(obs, p)
        ),
        Pending::InterventionCard { seat, target } => format!(
            "{} discards an R&D Technology from {} reserve",
            name(seat),
            whose(obs, target)
        ),
        Pending::InterventionDice { seat, target } => format!(
            "{} discards 1 or 2 of {} extra dice",
            name(seat),
            whose(obs, target)
        ),
    };
    wrap(out, 0, 5, &format!("NOW: {text}."))
}

/// One Technology card of a list whose title is indented by `at`.
fn tech_line(out: &mut dyn Write, at: usize, c: usize) -> fmt::Result {
    wrap(
        out,
        at + 2,
        at + 6,
        &format!("[{c}] {}", TechShort(c as u8)),
    )
}

/// A list of Technology cards, one per line, its title indented by `at`.
fn cards(
    out: &mut dyn Write,
    at: usize,
    title: &str,
    set: impl Iterator<Item = usize>,
) -> fmt::Result {
    let mut any = false;
    for c in set {
        if !any {
            writeln!(out, "{:at$}{title}:", "")?;
            any = true;
        }
        tech_line(out, at, c)?;
    }
    if !any {
        writeln!(out, "{:at$}{title}: none", "")?;
    }
    Ok(())
}

/// Whether the stage shows this turn's placement: from the placement to
/// the end of the Administration phase.
fn shows_placement(stage: Stage) -> bool {
    matches!(
        stage,
        Stage::Placement
            | Stage::Specialties
            | Stage::Construction
            | Stage::Rnd
            | Stage::Design
            | Stage::Income
            | Stage::Administration
    )
}

/// This turn's placement as far as the viewer sees it: the Engineers on
/// each action, then those in hand on none (left unused, or recruited
/// since the placement).
fn placement(obs: &Observation, s: &SeatView) -> Option<String> {
    if !shows_placement(obs.stage) {
        return None;
    }
    // While placing, the viewer's own undecided Engineers are not idle yet.
    let placing = obs.stage == Stage::Placement && !s.committed;
    let mut on: alloc::vec::Vec<String> = alloc::vec::Vec::new();
    for (i, slot) in Slot::ACTIONS.iter().enumerate() {
        let n = s.placed_juniors[i + 1] + s.placed_seniors[i + 1];
        if n == 0 {
            continue;
        }
        let known = s.known_slots[i];
        let mut part = format!("{} {n}", slot.name());
        if !known.is_empty() {
            let names: alloc::vec::Vec<&str> =
                known.iter().map(|e| engineer(e as u8).name).collect();
            part.push_str(&format!(" ({})", names.join(", ")));
        }
        on.push(part);
    }
    let idle = if placing {
        0
    } else {
        s.placed_juniors[0] + s.placed_seniors[0]
    };
    let on = on.join("; ");
    if placing {
        return (!on.is_empty()).then(|| format!("Placed so far: {on}."));
    }
    if on.is_empty() && idle == 0 {
        return (obs.stage == Stage::Placement && s.committed)
            .then(|| String::from("Has placed their Engineers face down."));
    }
    let mut text = format!(
        "Placed this turn: {}.",
        if on.is_empty() { "none" } else { on.as_str() }
    );
    if idle > 0 {
        text.push_str(&format!(
            " On no action: {}.",
            Plural(u32::from(idle), "Engineer")
        ));
    }
    Some(text)
}

/// One player's public state (and the viewer's own secrets in its block),
/// its lines indented by `at`.
fn player(
    obs: &Observation,
    p: PlayerId,
    s: &SeatView,
    at: usize,
    out: &mut dyn Write,
) -> fmt::Result {
    let mine = obs.viewer == Viewer::Seat(p);
    let mut line = format!(
        "{} credits, {} of 3 extra dice; Engineers in hand: {} Junior, {} Senior",
        Credits(i64::from(s.credits)),
        s.dice,
        s.juniors,
        s.seniors
    );
    if !s.investors.is_empty() {
        let won: String = s
            .investors
            .iter()
            .map(|i| investor(i as u8).name)
            .collect::<alloc::vec::Vec<_>>()
            .join(", ");
        line.push_str(&format!("; Investors won: {won}"));
    }
    if s.specialty_used {
        line.push_str("; Specialty used");
    }
    if s.intervention_used {
        line.push_str("; Intervention used");
    }
    wrap(out, at, at + 2, &format!("{line}."))?;
    if !mine && !s.known_hand.is_empty() {
        let known: alloc::vec::Vec<String> = s
            .known_hand
            .iter()
            .map(|e| format!("{}", EngineerShort(e as u8)))
            .collect();
        wrap(
            out,
            at,
            at + 2,
            &format!("Known in hand: {}.", known.join("; ")),
        )?;
    }
    if let Some(text) = placement(obs, s) {
        wrap(out, at, at + 2, &text)?;
    }
    let mut turn: alloc::vec::Vec<String> = alloc::vec::Vec::new();
    if s.launched {
        turn.push(String::from("has launched"));
    }
    if s.static_fired {
        turn.push(String::from("has performed a static fire"));
    }
    if s.skip_admin {
        turn.push(String::from(
            "skips this Administration phase (unpaid quarter)",
        ));
    }
    for e in s.turn_engineers.iter() {
        turn.push(format!("{}'s Specialty in force", engineer(e as u8).name));
    }
    if s.director_active {
        turn.push(String::from("the Director's Specialty in force"));
    }
    if !turn.is_empty() {
        wrap(out, at, at + 2, &format!("This turn: {}.", turn.join("; ")))?;
    }
    // The Launch Pad and the rocket.
    let board = Seat {
        pad: s.pad,
        turn_engineers: s.turn_engineers.bits(),
        director: s.director,
        director_active: s.director_active,
        ..Seat::EMPTY
    };
    let r = rocket_of_board(&board);
    let rocket = if s.pad.is_empty() {
        String::from("empty")
    } else {
        format!(
            "thrust {}, mass {}, yield {}{}{}",
            r.thrust,
            r.mass,
            r.yield_tenths.map_or_else(
                || String::from("none (out of the table)"),
                |y| format!("{}", Tenths(u16::from(y)))
            ),
            if r.astronauts > 0 {
                format!(", {}", Plural(u32::from(r.astronauts), "astronaut"))
            } else {
                String::new()
            },
            if r.complete() {
                ", complete"
            } else {
                ", not complete (a launch needs a First Stage, an Upper Stage and a Payload)"
            }
        )
    };
    wrap(out, at, at + 2, &format!("Launch Pad: {rocket}"))?;
    for c in s.pad.iter() {
        tech_line(out, at, c)?;
    }
    cards(out, at, "Reserve", s.reserve.iter())?;
    if s.drawn > 0 && !mine {
        writeln!(out, "{:at$}R&D cards drawn, not yet kept: {}", "", s.drawn)?;
    }
    // Deposits.
    let deposits: alloc::vec::Vec<String> = Destination::ALL
        .iter()
        .filter(|d| s.deposits[d.index()].launches > 0)
        .map(|d| format!("{}: {}", d.name(), s.deposits[d.index()]))
        .collect();
    if !deposits.is_empty() {
        wrap(
            out,
            at,
            at + 2,
            &format!("Deposits — {}.", deposits.join("; ")),
        )?;
    }
    if s.mission_flag {
        writeln!(out, "{:at$}Has made the Mission's launch.", "")?;
    }
    Ok(())
}

/// A player's heading: the seat and its Mission Director.
fn player_head(obs: &Observation, p: PlayerId, s: &SeatView) -> String {
    match s.director {
        Some(d) => {
            let c = director(d);
            format!(
                "{} — {} ({}, {}, Authority {})",
                who(obs, p),
                c.name,
                c.company,
                c.nation.name(),
                c.authority
            )
        }
        None => format!("{} — Mission Director not revealed yet", who(obs, p)),
    }
}

impl fmt::Display for Observation {
    /// The board of its viewer, as the module documentation describes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        board(self, f)
    }
}

fn board(obs: &Observation, out: &mut dyn Write) -> fmt::Result {
    let viewer = match obs.viewer {
        Viewer::Seat(p) => format!("the board of {p}"),
        Viewer::Spectator => String::from("the spectator's board"),
    };
    let turn = if obs.turn == 0 {
        String::from("Game Preparation")
    } else {
        format!("Turn {} of {}", obs.turn, obs.config.last_turn())
    };
    writeln!(out, "APOGEE — {turn} — {viewer}")?;
    wrap(out, 0, 2, phase(obs.stage))?;
    decision(obs, out)?;
    // The Mission.
    match (obs.config.mission(), obs.config.solo_mission()) {
        (Some(m), _) => wrap(out, 0, 2, &format!("MISSION: {m}"))?,
        (_, Some(m)) => wrap(out, 0, 2, &format!("MISSION: {m}"))?,
        _ => {}
    }
    if obs.solo_extra & 1 != 0 {
        writeln!(
            out,
            "  Changed: deposit 1 Payload \"Satellite\" on Mars too."
        )?;
    }
    if obs.solo_extra & 2 != 0 {
        writeln!(out, "  Changed: deposit 1 Payload \"Cargo\" on Titan too.")?;
    }
    // The Event.
    match obs.event {
        Some(e) => wrap(out, 0, 2, &format!("EVENT: {}", EventText(e)))?,
        None if obs.turn > 0 => writeln!(out, "EVENT: none this turn")?,
        None => {}
    }
    if obs.bans != 0 {
        let bans: alloc::vec::Vec<&str> = crate::data::events::SoloEvent::ALL
            .iter()
            .take(4)
            .enumerate()
            .filter(|(i, _)| obs.bans & (1 << i) != 0)
            .map(|(_, e)| e.title())
            .collect();
        wrap(
            out,
            0,
            2,
            &format!("In force until the end of the game: {}.", bans.join(", ")),
        )?;
    }
    writeln!(out)?;
    // The public board.
    writeln!(out, "TECHNOLOGY RIVERS")?;
    for (i, river) in obs.rivers.iter().enumerate() {
        let ty = TechType::ALL[i];
        if river.is_empty() {
            writeln!(out, "  {}: empty", ty.name())?;
        }
        for (k, &c) in river.iter().enumerate() {
            let head = if k == 0 {
                format!("{}:", ty.name())
            } else {
                String::new()
            };
            write!(out, "  {head:<13}")?;
            wrap_after(out, 15, 0, 19, &format!("[{c}] {}", TechShort(c)))?;
        }
    }
    writeln!(
        out,
        "PILES: First Stage {}, Upper Stage {}, Payload {}, R&D {}; Engineers: Junior {}, Senior \
         {}",
        obs.tech_piles[0].count,
        obs.tech_piles[1].count,
        obs.tech_piles[2].count,
        obs.tech_piles[3].count,
        obs.eng_piles[0].count,
        obs.eng_piles[1].count
    )?;
    writeln!(
        out,
        "  Blue dice in the reserve: {}. Event cards left: {}.",
        obs.dice_reserve,
        obs.event_deck.len()
    )?;
    writeln!(out, "INVESTORS (pile: {})", obs.investor_pile)?;
    if obs.investor_river.is_empty() {
        writeln!(out, "  none in the river")?;
    }
    for &i in obs.investor_river.iter() {
        let c = investor(i);
        wrap(
            out,
            2,
            4,
            &format!(
                "{} — {}: {}",
                c.name,
                Credits(i64::from(c.credits)),
                c.objective
            ),
        )?;
    }
    writeln!(out)?;
    // The other players, in Director order (ties in seat order), then the
    // viewer's own section.
    let me = match obs.viewer {
        Viewer::Seat(p) => Some(p),
        Viewer::Spectator => None,
    };
    let mut seats: alloc::vec::Vec<PlayerId> = obs.order.iter().copied().collect();
    for (p, _) in obs.seats.iter() {
        if !seats.contains(&p) {
            seats.push(p);
        }
    }
    let order: alloc::vec::Vec<String> = obs.order.iter().map(|&p| who(obs, p)).collect();
    let order = if order.is_empty() {
        String::new()
    } else {
        format!(" — Director order: {}", order.join(", "))
    };
    if me.is_none() {
        writeln!(out, "PLAYERS{order}")?;
    } else if seats.len() > 1 {
        writeln!(out, "OTHER PLAYERS{order}")?;
    }
    for &p in seats.iter().filter(|&&p| Some(p) != me) {
        if let Some(s) = obs.seats.get(p) {
            writeln!(out, "  {}", player_head(obs, p, s))?;
            player(obs, p, s, 4, out)?;
        }
    }
    // The viewer's own section: its public state, then its secrets in full
    // text.
    let Some(me) = me else {
        return Ok(());
    };
    let Some(s) = obs.seats.get(me) else {
        return Ok(());
    };
    if seats.len() > 1 {
        writeln!(out)?;
    }
    let head = match s.director {
        Some(d) => {
            let c = director(d);
            format!(
                "({me}) — {} ({}, {}, Authority {})",
                c.name,
                c.company,
                c.nation.name(),
                c.authority
            )
        }
        None => format!("({me}) — Mission Director not chosen yet"),
    };
    writeln!(out, "YOU {head}")?;
    player(obs, me, s, 2, out)?;
    if let Some([a, b]) = obs.my_offer {
        writeln!(out)?;
        writeln!(out, "YOUR TWO DEALT MISSION DIRECTORS")?;
        for d in [a, b] {
            wrap(out, 2, 4, &format!("{}", director(d)))?;
        }
    }
    if !obs.my_drawn.is_empty() {
        writeln!(out)?;
        writeln!(out, "YOUR R&D CARDS DRAWN (keep one)")?;
        for c in obs.my_drawn.iter() {
            wrap(
                out,
                2,
                4,
                &format!("[{c}] {}", crate::data::technology::kind(c as u8)),
            )?;
        }
    }
    writeln!(out)?;
    if s.known_hand.is_empty() {
        writeln!(out, "YOUR HAND: no Engineer")?;
    } else {
        writeln!(out, "YOUR HAND ({} of 5 Engineers)", s.known_hand.len())?;
        for e in s.known_hand.iter() {
            let slot = Slot::ACTIONS
                .iter()
                .enumerate()
                .find(|(k, _)| s.known_slots[*k].contains(e))
                .map(|(_, slot)| format!("[on {}] ", slot.name()))
                .unwrap_or_default();
            wrap(out, 2, 4, &format!("{slot}{}", engineer(e as u8)))?;
        }
    }
    if let Some(d) = s.director {
        writeln!(out)?;
        writeln!(out, "YOUR MISSION DIRECTOR")?;
        wrap(out, 2, 4, &format!("{}", director(d)))?;
    }
    Ok(())
}
