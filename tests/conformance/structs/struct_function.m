s = struct('name', 'gear', 'teeth', 24)
