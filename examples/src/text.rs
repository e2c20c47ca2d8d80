//! Plain-text helpers for the terminal: lines kept within 100 columns,
//! places as ordinals, number lists as ranges.

use std::fmt::Write as _;

/// The widest line the examples print.
pub const WIDTH: usize = 100;

/// `text` with every line indented by `indent` spaces and re-wrapped at
/// [`WIDTH`] columns where it is longer, continuation lines indented two
/// more than the line they continue. Lines that fit are left as they are.
///
/// Text already wrapped at [`WIDTH`] (the games' own words are) is
/// re-flowed as a whole: a line that no longer fits takes along the deeper
/// indented lines that continue it (those the first word of which did not
/// fit on the line before), so no word is left alone on a line.
///
/// ```
/// use space_games_examples::text::wrap;
/// let long = "word ".repeat(30);
/// let out = wrap(long.trim_end(), 2);
/// assert!(out.lines().count() == 2 && out.lines().all(|l| l.chars().count() <= 100));
/// assert!(out.lines().nth(1).is_some_and(|l| l.starts_with("    word")));
/// ```
pub fn wrap(text: &str, indent: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let lead_of = |line: &str| line.chars().take_while(|c| *c == ' ').count();
    let mut out = String::new();
    let mut i = 0;
    while let Some(&line) = lines.get(i) {
        // A paragraph: this line and the deeper indented lines that continue
        // it where it was wrapped before (the first word of each did not fit
        // on the line above).
        let lead = lead_of(line);
        let mut end = i + 1;
        while let (Some(&above), Some(&next)) = (lines.get(end - 1), lines.get(end)) {
            let next_word = next.split_whitespace().next().unwrap_or("");
            let soft_break = above.chars().count() + 1 + next_word.chars().count() > WIDTH;
            if lead_of(next) <= lead || next_word.is_empty() || !soft_break {
                break;
            }
            end += 1;
        }
        let paragraph = lines.get(i..end).unwrap_or_default();
        i = end;
        if line.trim().is_empty() {
            out.push('\n');
            continue;
        }
        if paragraph
            .iter()
            .all(|l| indent + l.chars().count() <= WIDTH)
        {
            for l in paragraph {
                out.push_str(&" ".repeat(indent));
                out.push_str(l);
                out.push('\n');
            }
            continue;
        }
        let rest = paragraph.get(1).map_or(lead + 2, |l| lead_of(l));
        let body: Vec<&str> = paragraph
            .iter()
            .map(|l| l.trim_start_matches(' '))
            .collect();
        out.push_str(&hanging(
            &" ".repeat(indent + lead),
            &body.join(" "),
            indent + rest,
        ));
    }
    out
}

/// `prefix` then `body`, word-wrapped at [`WIDTH`] columns with the
/// continuation lines indented by `rest` spaces; ends with a newline.
///
/// ```
/// use space_games_examples::text::hanging;
/// let out = hanging("  12. ", &"word ".repeat(30), 7);
/// assert!(out.starts_with("  12. word") && out.lines().nth(1).unwrap().starts_with("       word"));
/// ```
pub fn hanging(prefix: &str, body: &str, rest: usize) -> String {
    hanging_at(prefix, body, rest, WIDTH)
}

/// [`hanging`] at `width` columns.
pub fn hanging_at(prefix: &str, body: &str, rest: usize, width: usize) -> String {
    let rest = rest.min(width / 2);
    let mut out = String::new();
    let mut current = String::from(prefix);
    let mut len = prefix.chars().count();
    let mut fresh = true;
    for word in body.split(' ').filter(|w| !w.is_empty()) {
        let w = word.chars().count();
        if !fresh && len + 1 + w > width {
            out.push_str(current.trim_end());
            out.push('\n');
            current = " ".repeat(rest);
            len = rest;
            fresh = true;
        }
        if !fresh {
            current.push(' ');
            len += 1;
        }
        current.push_str(word);
        len += w;
        fresh = false;
    }
    out.push_str(current.trim_end());
    out.push('\n');
    out
}

/// `1st`, `2nd`, `3rd`, `4th`, ... `11th`, `12th`, `21st`.
pub fn ordinal(n: u32) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// Numbers to choose from, as people write them: `1 to 5`, `1 to 3, 7 or 9`.
pub fn number_list(numbers: &[usize]) -> String {
    let mut sorted = numbers.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    let mut runs: Vec<(usize, usize)> = Vec::new();
    for n in sorted {
        match runs.last_mut() {
            Some((_, hi)) if *hi + 1 == n => *hi = n,
            _ => runs.push((n, n)),
        }
    }
    let mut parts: Vec<String> = Vec::new();
    for &(lo, hi) in &runs {
        match hi - lo {
            0 => parts.push(lo.to_string()),
            1 => parts.extend([lo.to_string(), hi.to_string()]),
            _ => parts.push(format!("{lo} to {hi}")),
        }
    }
    match parts.len() {
        0 => String::from("none"),
        1 => parts[0].clone(),
        n => {
            let mut s = parts[..n - 1].join(", ");
            let _ = write!(s, " or {}", parts[n - 1]);
            s
        }
    }
}

/// Names joined as in a sentence: `P0`, `P0 and P1`, `P0, P1 and P2`.
pub fn and_list(names: &[String]) -> String {
    match names.len() {
        0 => String::new(),
        1 => names[0].clone(),
        n => format!("{} and {}", names[..n - 1].join(", "), names[n - 1]),
    }
}

/// `n` followed by `word`, with an `s` unless `n` is 1.
pub fn plural(n: i64, word: &str) -> String {
    if n == 1 || n == -1 {
        format!("{n} {word}")
    } else {
        format!("{n} {word}s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lines_wrap_within_the_width_and_short_ones_stay() {
        let text = format!("short\n  {}", "abcdefgh ".repeat(40));
        let out = wrap(&text, 2);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[0], "  short");
        assert!(lines.len() > 3);
        assert!(lines.iter().all(|l| l.chars().count() <= WIDTH), "{out}");
        assert!(lines[2].starts_with("      abcdefgh"), "{out}");
    }

    #[test]
    fn text_wrapped_before_is_reflowed_without_a_word_left_alone() {
        // A game's explanation: wrapped at the full width, continuation
        // lines two deeper; then a line of its own, deeper still, after a
        // short line (not a continuation).
        let words: Vec<String> = (0..60).map(|k| format!("w{}", "x".repeat(k % 7))).collect();
        let mut text = hanging_at("", &words.join(" "), 2, WIDTH);
        text.push_str("Header:\n    item one\n");
        let out = wrap(&text, 2);
        let lines: Vec<&str> = out.lines().collect();
        assert!(lines.iter().all(|l| l.chars().count() <= WIDTH), "{out}");
        let body: Vec<&str> = out.split_whitespace().collect();
        let expected: Vec<&str> = text.split_whitespace().collect();
        assert_eq!(body, expected, "every word once, in order");
        assert!(
            lines[0].starts_with("  w ") && lines[1].starts_with("    w"),
            "{out}"
        );
        // Every line of the paragraph but its last is full: the next word
        // would not have fitted.
        let paragraph = lines.len() - 2;
        for k in 0..paragraph - 1 {
            let next = lines[k + 1].split_whitespace().next().unwrap_or("");
            assert!(
                lines[k].chars().count() + 1 + next.len() > WIDTH,
                "line {k}: {out}"
            );
        }
        assert_eq!(lines[paragraph..], ["  Header:", "      item one"], "{out}");
    }

    #[test]
    fn ordinals_and_lists_read_as_english() {
        assert_eq!(ordinal(1), "1st");
        assert_eq!(ordinal(2), "2nd");
        assert_eq!(ordinal(3), "3rd");
        assert_eq!(ordinal(4), "4th");
        assert_eq!(ordinal(11), "11th");
        assert_eq!(ordinal(22), "22nd");
        assert_eq!(number_list(&[1, 2, 3, 4, 5]), "1 to 5");
        assert_eq!(number_list(&[1, 2, 3, 7, 9]), "1 to 3, 7 or 9");
        assert_eq!(number_list(&[4, 5]), "4 or 5");
        assert_eq!(number_list(&[1, 2, 3, 4, 5, 6, 8, 9]), "1 to 6, 8 or 9");
        assert_eq!(number_list(&[]), "none");
        assert_eq!(
            and_list(&["a".into(), "b".into(), "c".into()]),
            "a, b and c"
        );
        assert_eq!(plural(1, "point"), "1 point");
        assert_eq!(plural(0, "point"), "0 points");
    }
}
