s = sprintf('%d', 'AB')
