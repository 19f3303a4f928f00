function [userdata, systemdata] = memory ()
% -- memory ()
% -- [USERDATA, SYSTEMDATA] = memory ()
%     The memory of the system and of this matc process, in bytes: read
%     from Linux's /proc/meminfo and /proc/self/status (other systems are
%     not supported). With no output, prints a summary in kiB.
%
%     USERDATA has MaxPossibleArrayBytes and MemAvailableAllArrays (the
%     RAM and swap still available), ram_available_all_arrays (RAM
%     alone), MemUsedMATLAB and mem_used_octave (the process's virtual
%     size) and ram_used_octave (its resident size). SYSTEMDATA has
%     PhysicalMemory, SystemMemory (RAM and swap) and VirtualAddressSpace,
%     each with Available and Total.
%
%     See also: computer, getrusage.

  if (! isunix () || ismac ())
    error ('memory: function not yet implemented for this architecture');
  end
  kib = 1024;
  sys = proc_fields ('/proc/meminfo');
  self = proc_fields ('/proc/self/status');
  ram_free = sys.MemAvailable * kib;
  swap_free = sys.SwapFree * kib;
  used_virt = self.VmSize * kib;
  used_ram = self.VmRSS * kib;
  % A 64-bit process addresses 2^48 bytes.
  address_space = 2^48;

  user.MaxPossibleArrayBytes = ram_free + swap_free;
  user.MemAvailableAllArrays = ram_free + swap_free;
  user.ram_available_all_arrays = ram_free;
  user.MemUsedMATLAB = used_virt;
  user.mem_used_octave = used_virt;
  user.ram_used_octave = used_ram;

  system.PhysicalMemory.Available = ram_free;
  system.PhysicalMemory.Total = sys.MemTotal * kib;
  system.SystemMemory.Available = ram_free + swap_free;
  system.SystemMemory.Total = (sys.MemTotal + sys.SwapTotal) * kib;
  system.VirtualAddressSpace.Available = address_space - used_virt;
  system.VirtualAddressSpace.Total = address_space;

  if (nargout > 0)
    userdata = user;
    systemdata = system;
    return;
  end
  printf ('matc is running on %s\n', computer ());
  printf ('System    RAM: %9d kiB,  swap: %9d kiB\n', sys.MemTotal, sys.SwapTotal);
  printf ('matc      RAM: %9d kiB,  virt: %9d kiB\n', self.VmRSS, self.VmSize);
  printf ('Free      RAM: %9d kiB,  swap: %9d kiB\n', sys.MemFree, sys.SwapFree);
  printf ('Available RAM: %9d kiB, total: %9d kiB\n', sys.MemAvailable, ...
          sys.MemAvailable + sys.SwapFree);
end

function s = proc_fields (file)
  % The 'Name:  value kB' lines of a /proc file, as a struct of values.
  s = struct ();
  text = fileread (file);
  lines = strsplit (text, "\n");
  for k = 1:numel (lines)
    tok = regexp (lines{k}, '^(\w+):\s+(\d+)', 'tokens', 'once');
    if (! isempty (tok))
      s.(tok{1}) = str2double (tok{2});
    end
  end
end
