% only a comment

