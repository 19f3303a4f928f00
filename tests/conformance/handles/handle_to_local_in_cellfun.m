function handle_to_local_in_cellfun()
  r = cellfun(@len_plus_one, {'ab', 'cde'})
end
function n = len_plus_one(s)
  n = length(s) + 1;
end
