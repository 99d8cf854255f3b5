y = s.end';
