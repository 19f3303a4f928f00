% memory: the fields of its two structs (the numbers are the machine's).
[u, s] = memory();
disp(fieldnames(u)')
disp(fieldnames(s)')
disp(u.ram_used_octave > 1e6)
disp(u.MemUsedMATLAB >= u.ram_used_octave)
disp(s.PhysicalMemory.Total > s.PhysicalMemory.Available)
disp(s.VirtualAddressSpace.Total == 2^48)
