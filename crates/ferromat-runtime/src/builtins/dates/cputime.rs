//! `cputime`: the processor time the process has used, in seconds.
//!
//! On Linux the kernel's own account is read from /proc/self/stat (user
//! plus system time of every thread, live or finished, in clock ticks)
//! and /proc/self/auxv (the ticks per second, `AT_CLKTCK`), so neither a
//! C library binding nor a new crate is needed. Elsewhere there is no such
//! file and `cputime` reports an error rather than a made-up number. This
//! file only reads the process's own /proc entries.

use crate::builtins::{one, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

/// `AT_CLKTCK` in the auxiliary vector: the frequency `times` and
/// /proc/*/stat count in.
const AT_CLKTCK: usize = 17;
/// The end of the auxiliary vector.
const AT_NULL: usize = 0;
/// Linux's USER_HZ on every architecture it runs ferromat on, used only if
/// the auxiliary vector cannot be read.
const USER_HZ: u64 = 100;

/// Clock ticks per second, from the process's auxiliary vector.
fn ticks_per_second() -> u64 {
    let Ok(auxv) = std::fs::read("/proc/self/auxv") else {
        return USER_HZ;
    };
    let word = std::mem::size_of::<usize>();
    let read = |bytes: &[u8]| {
        bytes
            .try_into()
            .map(usize::from_ne_bytes)
            .unwrap_or(AT_NULL)
    };
    for entry in auxv.chunks_exact(2 * word) {
        match read(&entry[..word]) {
            AT_NULL => break,
            AT_CLKTCK => {
                let ticks = read(&entry[word..]) as u64;
                if ticks > 0 {
                    return ticks;
                }
            }
            _ => {}
        }
    }
    USER_HZ
}

/// User plus system time from the text of /proc/self/stat, in ticks.
/// The command name (field 2) is in parentheses and may itself hold
/// spaces or parentheses, so fields are counted after the last `)`:
/// utime and stime are fields 14 and 15 of the line, the 12th and 13th
/// after it.
fn stat_ticks(stat: &str) -> Option<u64> {
    let (_, rest) = stat.rsplit_once(')')?;
    let mut fields = rest.split_whitespace().skip(11);
    let user: u64 = fields.next()?.parse().ok()?;
    let system: u64 = fields.next()?.parse().ok()?;
    user.checked_add(system)
}

/// Seconds of CPU time used by this process, where the system says.
fn process_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let ticks = stat_ticks(&stat)?;
    Some(ticks as f64 / ticks_per_second() as f64)
}

/// `t = cputime`: total CPU seconds the process has used since it started.
pub fn cputime(_: &mut Interpreter, _: &[Value], _: usize) -> Result<Outputs> {
    let seconds = process_seconds().ok_or_else(|| {
        RuntimeError::new(
            "ferromat:cputime:unavailable",
            "CPU time is not available on this system (it is read from /proc/self/stat).",
        )
        .in_function("cputime")
    })?;
    one(Value::scalar(seconds))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stat_fields_after_the_command_name() {
        let line = "4242 (my (odd) prog) R 1 2 3 4 5 6 7 8 9 10 250 31 0 0 20 0 1 0 100 0 0";
        assert_eq!(stat_ticks(line), Some(281));
        assert_eq!(stat_ticks("12 (x) R 1 2"), None);
        assert_eq!(stat_ticks("no parenthesis"), None);
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn the_process_time_grows() {
        let before = process_seconds().unwrap();
        // Busy work the optimizer cannot remove.
        let mut x = 0u64;
        let start = std::time::Instant::now();
        while start.elapsed().as_millis() < 60 {
            x = std::hint::black_box(x.wrapping_mul(6364136223846793005).wrapping_add(1));
        }
        let after = process_seconds().unwrap();
        assert!(after >= before && before >= 0.0);
        assert!(ticks_per_second() > 0);
    }
}
