fprintf('%d %d\n', int8(-3), uint16(500));
fprintf('%f\n', int32(7));
