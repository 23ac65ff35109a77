import { Modal } from '@mantine/core';
import CountryList from './CountryList.js';

export default function LocationModal({ opened, onClose, selected, onSelect }: { opened: boolean; onClose: () => void; selected: string | null; onSelect: (name: string) => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Choose your delivery location" size="md" radius="lg">
      <CountryList selected={selected} onSelect={onSelect} />
    </Modal>
  );
}
